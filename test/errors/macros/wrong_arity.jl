macro twice(ex)
    quote
        $ex
        $ex
    end
end
@twice println("a") println("b")
