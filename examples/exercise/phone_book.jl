# phone_book.jl — the solution of an exercise-style task: a phone book of
# contacts (a struct), kept in a Dict, with string helpers around it.

struct Contact
    name::String
    phone::String
    tags::Vector{String}
end

Contact(name::AbstractString, phone::AbstractString) = Contact(String(name), clean_phone(phone), String[])

Base.:(==)(a::Contact, b::Contact) = a.name == b.name && a.phone == b.phone && a.tags == b.tags

# NANP numbers: 10 digits (an optional leading 1), area and exchange codes
# starting with 2-9; punctuation and spaces are dropped
function clean_phone(s::AbstractString)
    digits = filter(isdigit, s)
    any(c -> isletter(c), s) && throw(ArgumentError("letters not permitted"))
    length(digits) == 11 && digits[1] == '1' && (digits = digits[2:end])
    length(digits) == 11 && throw(ArgumentError("11 digits must start with 1"))
    length(digits) != 10 && throw(ArgumentError("must be 10 or 11 digits"))
    digits[1] in "01" && throw(ArgumentError("area code cannot start with $(digits[1] == '0' ? "zero" : "one")"))
    digits[4] in "01" && throw(ArgumentError("exchange code cannot start with $(digits[4] == '0' ? "zero" : "one")"))
    return digits
end

format_phone(d::AbstractString) = string("(", d[1:3], ") ", d[4:6], "-", d[7:10])

# "Portable Network Graphics" -> "PNG"
function acronym(phrase::AbstractString)
    words = split(replace(phrase, r"[^A-Za-z' ]" => " "))
    return uppercase(join(first.(words)))
end

# a word is an isogram if no letter repeats (spaces and hyphens aside)
function isisogram(s::AbstractString)
    letters = [lowercase(c) for c in s if isletter(c)]
    return length(unique(letters)) == length(letters)
end

# how often each word occurs, lowercased, apostrophes inside words kept
function word_count(sentence::AbstractString)
    counts = Dict{String,Int}()
    for m in eachmatch(r"[a-z0-9]+('[a-z0-9]+)?", lowercase(sentence))
        w = String(m.match)
        counts[w] = get(counts, w, 0) + 1
    end
    return counts
end

mutable struct PhoneBook
    entries::Dict{String,Contact}
end
PhoneBook() = PhoneBook(Dict{String,Contact}())

function add!(book::PhoneBook, c::Contact)
    haskey(book.entries, c.name) && throw(ArgumentError("$(c.name) is already in the book"))
    book.entries[c.name] = c
    return book
end

lookup(book::PhoneBook, name::AbstractString) = get(book.entries, name, nothing)

function tag!(book::PhoneBook, name::AbstractString, tag::AbstractString)
    c = book.entries[name]
    tag in c.tags || push!(c.tags, String(tag))
    return c
end

with_tag(book::PhoneBook, tag::AbstractString) = sort([c.name for c in values(book.entries) if tag in c.tags])

Base.length(book::PhoneBook) = length(book.entries)
