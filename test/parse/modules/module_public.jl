module M
public a
end
