# runtests.jl — an exercise-style test suite: `using Test`, the solution
# included from its file, a few hundred @test over strings, dicts and
# structs. Builds with --trim=safe.
using Test

include("phone_book.jl")

@testset "phone book" begin
    @testset "clean_phone" begin
        @test clean_phone("(441) 792-0661") == "4417920661"
        @test clean_phone("+1 (457) 963-3555") == "4579633555"
        @test clean_phone("(387) 813-9303") == "3878139303"
        @test clean_phone("1 334 644 2910") == "3346442910"
        @test clean_phone("1 539 500 9442") == "5395009442"
        @test clean_phone("+1 (924) 822-6129") == "9248226129"
        @test clean_phone("(731) 283-6221") == "7312836221"
        @test clean_phone("6058780217") == "6058780217"
        @test clean_phone("(701) 315-4140") == "7013154140"
        @test clean_phone("+1 (538) 220-8242") == "5382208242"
        @test clean_phone("616.333.3314") == "6163333314"
        @test clean_phone("(821) 970-2346") == "8219702346"
        @test clean_phone("1 635 621 0406") == "6356210406"
        @test clean_phone("(667) 319-7308") == "6673197308"
        @test clean_phone("702.649.1003") == "7026491003"
        @test clean_phone("8917470296") == "8917470296"
        @test clean_phone("864.271.9753") == "8642719753"
        @test clean_phone("1 675 839 0521") == "6758390521"
        @test clean_phone("1 217 582 4025") == "2175824025"
        @test clean_phone("1 403 887 3668") == "4038873668"
        @test clean_phone("691.945.2737") == "6919452737"
        @test clean_phone("1 758 481 4083") == "7584814083"
        @test clean_phone("8386722240") == "8386722240"
        @test clean_phone("(325) 635-1244") == "3256351244"
        @test clean_phone("4419080776") == "4419080776"
        @test clean_phone("324.827.7872") == "3248277872"
        @test clean_phone("5343376714") == "5343376714"
        @test clean_phone("1 333 638 4671") == "3336384671"
        @test clean_phone("1 528 742 0562") == "5287420562"
        @test clean_phone("+1 (481) 498-8014") == "4814988014"
        @test clean_phone("+1 (383) 976-0221") == "3839760221"
        @test clean_phone("+1 (623) 631-1889") == "6236311889"
        @test clean_phone("1 853 480 7180") == "8534807180"
        @test clean_phone("(245) 648-6150") == "2456486150"
        @test clean_phone("+1 (423) 376-0093") == "4233760093"
        @test clean_phone("914.984.5173") == "9149845173"
        @test clean_phone("(305) 432-3401") == "3054323401"
        @test clean_phone("1 568 849 5982") == "5688495982"
        @test clean_phone("201.922.3852") == "2019223852"
        @test clean_phone("6126731120") == "6126731120"
        @test clean_phone("1 485 650 4070") == "4856504070"
        @test clean_phone("1 677 600 0108") == "6776000108"
        @test clean_phone("1 847 616 1060") == "8476161060"
        @test clean_phone("1 289 305 1761") == "2893051761"
        @test clean_phone("2012937355") == "2012937355"
        @test clean_phone("(381) 334-9777") == "3813349777"
        @test clean_phone("2714298938") == "2714298938"
        @test clean_phone("1 533 602 5997") == "5336025997"
        @test clean_phone("9706915342") == "9706915342"
        @test clean_phone("403.628.0801") == "4036280801"
        @test clean_phone("1 377 630 6345") == "3776306345"
        @test clean_phone("1 557 813 3377") == "5578133377"
        @test clean_phone("4788102739") == "4788102739"
        @test clean_phone("(274) 218-7031") == "2742187031"
        @test clean_phone("4138808534") == "4138808534"
        @test clean_phone("6535604890") == "6535604890"
        @test clean_phone("+1 (575) 855-1196") == "5758551196"
        @test clean_phone("(442) 320-2319") == "4423202319"
        @test clean_phone("+1 (515) 507-3261") == "5155073261"
        @test clean_phone("+1 (683) 256-1676") == "6832561676"
        @test_throws ArgumentError clean_phone("123456789")
        @test_throws ArgumentError("must be 10 or 11 digits") clean_phone("123456789")
        @test_throws ArgumentError clean_phone("22234567890")
        @test_throws ArgumentError("11 digits must start with 1") clean_phone("22234567890")
        @test_throws ArgumentError clean_phone("(023) 456-7890")
        @test_throws ArgumentError("area code cannot start with zero") clean_phone("(023) 456-7890")
        @test_throws ArgumentError clean_phone("(123) 456-7890")
        @test_throws ArgumentError("area code cannot start with one") clean_phone("(123) 456-7890")
        @test_throws ArgumentError clean_phone("(223) 056-7890")
        @test_throws ArgumentError("exchange code cannot start with zero") clean_phone("(223) 056-7890")
        @test_throws ArgumentError clean_phone("(223) 156-7890")
        @test_throws ArgumentError("exchange code cannot start with one") clean_phone("(223) 156-7890")
        @test_throws ArgumentError clean_phone("223-abc-7890")
        @test_throws ArgumentError("letters not permitted") clean_phone("223-abc-7890")
    end
    @testset "format_phone" begin
        @test format_phone("4417920661") == "(441) 792-0661"
        @test format_phone("4579633555") == "(457) 963-3555"
        @test format_phone("3878139303") == "(387) 813-9303"
        @test format_phone("3346442910") == "(334) 644-2910"
        @test format_phone("5395009442") == "(539) 500-9442"
        @test format_phone("9248226129") == "(924) 822-6129"
        @test format_phone("7312836221") == "(731) 283-6221"
        @test format_phone("6058780217") == "(605) 878-0217"
        @test format_phone("7013154140") == "(701) 315-4140"
        @test format_phone("5382208242") == "(538) 220-8242"
        @test format_phone("6163333314") == "(616) 333-3314"
        @test format_phone("8219702346") == "(821) 970-2346"
        @test format_phone("6356210406") == "(635) 621-0406"
        @test format_phone("6673197308") == "(667) 319-7308"
        @test format_phone("7026491003") == "(702) 649-1003"
        @test format_phone("8917470296") == "(891) 747-0296"
        @test format_phone("8642719753") == "(864) 271-9753"
        @test format_phone("6758390521") == "(675) 839-0521"
        @test format_phone("2175824025") == "(217) 582-4025"
        @test format_phone("4038873668") == "(403) 887-3668"
        @test format_phone("6919452737") == "(691) 945-2737"
        @test format_phone("7584814083") == "(758) 481-4083"
        @test format_phone("8386722240") == "(838) 672-2240"
        @test format_phone("3256351244") == "(325) 635-1244"
        @test format_phone("4419080776") == "(441) 908-0776"
        @test format_phone("3248277872") == "(324) 827-7872"
        @test format_phone("5343376714") == "(534) 337-6714"
        @test format_phone("3336384671") == "(333) 638-4671"
        @test format_phone("5287420562") == "(528) 742-0562"
        @test format_phone("4814988014") == "(481) 498-8014"
        @test format_phone("3839760221") == "(383) 976-0221"
        @test format_phone("6236311889") == "(623) 631-1889"
        @test format_phone("8534807180") == "(853) 480-7180"
        @test format_phone("2456486150") == "(245) 648-6150"
        @test format_phone("4233760093") == "(423) 376-0093"
        @test format_phone("9149845173") == "(914) 984-5173"
        @test format_phone("3054323401") == "(305) 432-3401"
        @test format_phone("5688495982") == "(568) 849-5982"
        @test format_phone("2019223852") == "(201) 922-3852"
        @test format_phone("6126731120") == "(612) 673-1120"
    end
    @testset "acronym" begin
        @test acronym("Portable Network Graphics") == "PNG"
        @test acronym("Ruby on Rails") == "ROR"
        @test acronym("First In, First Out") == "FIFO"
        @test acronym("GNU Image Manipulation Program") == "GIMP"
        @test acronym("Complementary metal-oxide semiconductor") == "CMOS"
        @test acronym("Rolling On The Floor Laughing So Hard That My Dogs Came Over And Licked Me") == "ROTFLSHTMDCOALM"
        @test acronym("Something - I made up from thin air") == "SIMUFTA"
        @test acronym("The Road _Not_ Taken") == "TRNT"
        @test acronym("Halley's Comet") == "HC"
        @test acronym("As Soon As Possible") == "ASAP"
        @test acronym("Liquid-crystal display") == "LCD"
        @test acronym("Thank George It's Friday!") == "TGIF"
    end
    @testset "isogram" begin
        @test isisogram("") == true
        @test isisogram("")
        @test isisogram("isogram") == true
        @test isisogram("isogram")
        @test isisogram("eleven") == false
        @test !isisogram("eleven")
        @test isisogram("zzyzx") == false
        @test !isisogram("zzyzx")
        @test isisogram("subdermatoglyphic") == true
        @test isisogram("subdermatoglyphic")
        @test isisogram("Alphabet") == false
        @test !isisogram("Alphabet")
        @test isisogram("alphAbet") == false
        @test !isisogram("alphAbet")
        @test isisogram("thumbscrew-japingly") == true
        @test isisogram("thumbscrew-japingly")
        @test isisogram("thumbscrew-jappingly") == false
        @test !isisogram("thumbscrew-jappingly")
        @test isisogram("six-year-old") == true
        @test isisogram("six-year-old")
        @test isisogram("Emily Jung Schwartzkopf") == true
        @test isisogram("Emily Jung Schwartzkopf")
        @test isisogram("accentor") == false
        @test !isisogram("accentor")
        @test isisogram("angola") == false
        @test !isisogram("angola")
        @test isisogram("up-to-date") == false
        @test !isisogram("up-to-date")
        @test isisogram("background") == true
        @test isisogram("background")
        @test isisogram("downstream") == true
        @test isisogram("downstream")
        @test isisogram("lumberjacks") == true
        @test isisogram("lumberjacks")
        @test isisogram("hello") == false
        @test !isisogram("hello")
    end
    @testset "word_count" begin
        @test word_count("word") == Dict("word" => 1)
        @test word_count("one of each") == Dict("one" => 1, "of" => 1, "each" => 1)
        @test word_count("one fish two fish red fish blue fish") == Dict("one" => 1, "fish" => 4, "two" => 1, "red" => 1, "blue" => 1)
        @test word_count("Joe can't tell between 'large' and large.") == Dict("joe" => 1, "can't" => 1, "tell" => 1, "between" => 1, "large" => 2, "and" => 1)
        @test word_count("testing, 1, 2 testing") == Dict("testing" => 2, "1" => 1, "2" => 1)
        @test word_count("go Go GO Stop stop")["go"] == 3
        @test isempty(word_count(" ,. "))
        @test word_count("lime date")["lime"] == 1
        @test length(word_count("lime date")) == 2
        @test word_count("fig APPLE plum date")["fig"] == 1
        @test length(word_count("fig apple plum date")) == 4
        @test word_count("pear DATE DATE date date LIME")["date"] == 4
        @test length(word_count("pear date date date date lime")) == 3
        @test word_count("APPLE PEAR lime PLUM kiwi PLUM")["kiwi"] == 1
        @test length(word_count("apple pear lime plum kiwi plum")) == 5
        @test word_count("date kiwi")["kiwi"] == 1
        @test length(word_count("date kiwi")) == 2
        @test word_count("pear pear apple plum PEAR kiwi KIWI")["kiwi"] == 2
        @test length(word_count("pear pear apple plum pear kiwi kiwi")) == 4
        @test word_count("APPLE apple PLUM DATE FIG pear")["apple"] == 2
        @test length(word_count("apple apple plum date fig pear")) == 5
        @test word_count("pear date DATE DATE kiwi")["date"] == 3
        @test length(word_count("pear date date date kiwi")) == 3
        @test word_count("kiwi fig date lime date apple FIG fig")["fig"] == 3
        @test length(word_count("kiwi fig date lime date apple fig fig")) == 5
        @test word_count("plum pear pear fig plum lime LIME lime")["lime"] == 3
        @test length(word_count("plum pear pear fig plum lime lime lime")) == 4
        @test word_count("date lime PLUM fig DATE apple")["apple"] == 1
        @test length(word_count("date lime plum fig date apple")) == 5
        @test word_count("plum lime date plum plum fig plum lime")["plum"] == 4
        @test length(word_count("plum lime date plum plum fig plum lime")) == 4
        @test word_count("kiwi apple")["kiwi"] == 1
        @test length(word_count("kiwi apple")) == 2
        @test word_count("kiwi kiwi pear")["pear"] == 1
        @test length(word_count("kiwi kiwi pear")) == 2
        @test word_count("date lime date fig date")["date"] == 3
        @test length(word_count("date lime date fig date")) == 3
        @test word_count("pear fig apple apple")["apple"] == 2
        @test length(word_count("pear fig apple apple")) == 3
        @test word_count("lime plum fig pear PLUM fig")["fig"] == 2
        @test length(word_count("lime plum fig pear plum fig")) == 4
        @test word_count("pear kiwi date APPLE lime")["date"] == 1
        @test length(word_count("pear kiwi date apple lime")) == 5
        @test word_count("pear APPLE plum PEAR fig")["pear"] == 2
        @test length(word_count("pear apple plum pear fig")) == 4
        @test word_count("apple lime lime apple pear LIME APPLE PLUM")["lime"] == 3
        @test length(word_count("apple lime lime apple pear lime apple plum")) == 4
        @test word_count("PEAR")["pear"] == 1
        @test length(word_count("pear")) == 1
        @test word_count("fig pear PLUM APPLE fig")["fig"] == 2
        @test length(word_count("fig pear plum apple fig")) == 4
        @test word_count("KIWI")["kiwi"] == 1
        @test length(word_count("kiwi")) == 1
        @test word_count("kiwi")["kiwi"] == 1
        @test length(word_count("kiwi")) == 1
        @test word_count("PLUM pear date")["date"] == 1
        @test length(word_count("plum pear date")) == 3
        @test word_count("apple fig kiwi LIME kiwi DATE")["kiwi"] == 2
        @test length(word_count("apple fig kiwi lime kiwi date")) == 5
        @test word_count("apple PEAR FIG LIME kiwi")["fig"] == 1
        @test length(word_count("apple pear fig lime kiwi")) == 5
        @test word_count("PLUM kiwi fig")["kiwi"] == 1
        @test length(word_count("plum kiwi fig")) == 3
        @test word_count("pear apple PEAR kiwi lime fig FIG LIME")["apple"] == 1
        @test length(word_count("pear apple pear kiwi lime fig fig lime")) == 5
        @test word_count("pear lime fig plum apple kiwi kiwi PLUM")["plum"] == 2
        @test length(word_count("pear lime fig plum apple kiwi kiwi plum")) == 6
        @test word_count("apple apple KIWI plum lime lime")["kiwi"] == 1
        @test length(word_count("apple apple kiwi plum lime lime")) == 4
        @test word_count("apple KIWI")["kiwi"] == 1
        @test length(word_count("apple kiwi")) == 2
        @test word_count("pear pear PEAR PLUM kiwi")["pear"] == 3
        @test length(word_count("pear pear pear plum kiwi")) == 3
        @test word_count("lime DATE date pear kiwi apple plum")["apple"] == 1
        @test length(word_count("lime date date pear kiwi apple plum")) == 6
        @test word_count("kiwi pear")["kiwi"] == 1
        @test length(word_count("kiwi pear")) == 2
        @test word_count("pear LIME date date APPLE plum")["apple"] == 1
        @test length(word_count("pear lime date date apple plum")) == 5
        @test word_count("plum")["plum"] == 1
        @test length(word_count("plum")) == 1
        @test word_count("KIWI apple APPLE fig KIWI kiwi plum APPLE")["kiwi"] == 3
        @test length(word_count("kiwi apple apple fig kiwi kiwi plum apple")) == 4
        @test word_count("kiwi plum kiwi DATE plum")["kiwi"] == 2
        @test length(word_count("kiwi plum kiwi date plum")) == 3
        @test word_count("PEAR lime plum date fig kiwi")["plum"] == 1
        @test length(word_count("pear lime plum date fig kiwi")) == 6
    end
    @testset "contacts" begin
        book = PhoneBook()
        add!(book, Contact("person 0", "(441) 792-0661"))
        add!(book, Contact("person 1", "+1 (457) 963-3555"))
        add!(book, Contact("person 2", "(387) 813-9303"))
        add!(book, Contact("person 3", "1 334 644 2910"))
        add!(book, Contact("person 4", "1 539 500 9442"))
        add!(book, Contact("person 5", "+1 (924) 822-6129"))
        add!(book, Contact("person 6", "(731) 283-6221"))
        add!(book, Contact("person 7", "6058780217"))
        add!(book, Contact("person 8", "(701) 315-4140"))
        add!(book, Contact("person 9", "+1 (538) 220-8242"))
        add!(book, Contact("person 10", "616.333.3314"))
        add!(book, Contact("person 11", "(821) 970-2346"))
        add!(book, Contact("person 12", "1 635 621 0406"))
        add!(book, Contact("person 13", "(667) 319-7308"))
        add!(book, Contact("person 14", "702.649.1003"))
        add!(book, Contact("person 15", "8917470296"))
        add!(book, Contact("person 16", "864.271.9753"))
        add!(book, Contact("person 17", "1 675 839 0521"))
        add!(book, Contact("person 18", "1 217 582 4025"))
        add!(book, Contact("person 19", "1 403 887 3668"))
        add!(book, Contact("person 20", "691.945.2737"))
        add!(book, Contact("person 21", "1 758 481 4083"))
        add!(book, Contact("person 22", "8386722240"))
        add!(book, Contact("person 23", "(325) 635-1244"))
        add!(book, Contact("person 24", "4419080776"))
        add!(book, Contact("person 25", "324.827.7872"))
        add!(book, Contact("person 26", "5343376714"))
        add!(book, Contact("person 27", "1 333 638 4671"))
        add!(book, Contact("person 28", "1 528 742 0562"))
        add!(book, Contact("person 29", "+1 (481) 498-8014"))
        @test length(book) == 30
        @test lookup(book, "person 0").phone == "4417920661"
        @test lookup(book, "person 0") == Contact("person 0", "4417920661")
        @test lookup(book, "person 1").phone == "4579633555"
        @test lookup(book, "person 1") == Contact("person 1", "4579633555")
        @test lookup(book, "person 2").phone == "3878139303"
        @test lookup(book, "person 2") == Contact("person 2", "3878139303")
        @test lookup(book, "person 3").phone == "3346442910"
        @test lookup(book, "person 3") == Contact("person 3", "3346442910")
        @test lookup(book, "person 4").phone == "5395009442"
        @test lookup(book, "person 4") == Contact("person 4", "5395009442")
        @test lookup(book, "person 5").phone == "9248226129"
        @test lookup(book, "person 5") == Contact("person 5", "9248226129")
        @test lookup(book, "person 6").phone == "7312836221"
        @test lookup(book, "person 6") == Contact("person 6", "7312836221")
        @test lookup(book, "person 7").phone == "6058780217"
        @test lookup(book, "person 7") == Contact("person 7", "6058780217")
        @test lookup(book, "person 8").phone == "7013154140"
        @test lookup(book, "person 8") == Contact("person 8", "7013154140")
        @test lookup(book, "person 9").phone == "5382208242"
        @test lookup(book, "person 9") == Contact("person 9", "5382208242")
        @test lookup(book, "person 10").phone == "6163333314"
        @test lookup(book, "person 10") == Contact("person 10", "6163333314")
        @test lookup(book, "person 11").phone == "8219702346"
        @test lookup(book, "person 11") == Contact("person 11", "8219702346")
        @test lookup(book, "person 12").phone == "6356210406"
        @test lookup(book, "person 12") == Contact("person 12", "6356210406")
        @test lookup(book, "person 13").phone == "6673197308"
        @test lookup(book, "person 13") == Contact("person 13", "6673197308")
        @test lookup(book, "person 14").phone == "7026491003"
        @test lookup(book, "person 14") == Contact("person 14", "7026491003")
        @test lookup(book, "person 15").phone == "8917470296"
        @test lookup(book, "person 15") == Contact("person 15", "8917470296")
        @test lookup(book, "person 16").phone == "8642719753"
        @test lookup(book, "person 16") == Contact("person 16", "8642719753")
        @test lookup(book, "person 17").phone == "6758390521"
        @test lookup(book, "person 17") == Contact("person 17", "6758390521")
        @test lookup(book, "person 18").phone == "2175824025"
        @test lookup(book, "person 18") == Contact("person 18", "2175824025")
        @test lookup(book, "person 19").phone == "4038873668"
        @test lookup(book, "person 19") == Contact("person 19", "4038873668")
        @test lookup(book, "person 20").phone == "6919452737"
        @test lookup(book, "person 20") == Contact("person 20", "6919452737")
        @test lookup(book, "person 21").phone == "7584814083"
        @test lookup(book, "person 21") == Contact("person 21", "7584814083")
        @test lookup(book, "person 22").phone == "8386722240"
        @test lookup(book, "person 22") == Contact("person 22", "8386722240")
        @test lookup(book, "person 23").phone == "3256351244"
        @test lookup(book, "person 23") == Contact("person 23", "3256351244")
        @test lookup(book, "person 24").phone == "4419080776"
        @test lookup(book, "person 24") == Contact("person 24", "4419080776")
        @test lookup(book, "person 25").phone == "3248277872"
        @test lookup(book, "person 25") == Contact("person 25", "3248277872")
        @test lookup(book, "person 26").phone == "5343376714"
        @test lookup(book, "person 26") == Contact("person 26", "5343376714")
        @test lookup(book, "person 27").phone == "3336384671"
        @test lookup(book, "person 27") == Contact("person 27", "3336384671")
        @test lookup(book, "person 28").phone == "5287420562"
        @test lookup(book, "person 28") == Contact("person 28", "5287420562")
        @test lookup(book, "person 29").phone == "4814988014"
        @test lookup(book, "person 29") == Contact("person 29", "4814988014")
        @test lookup(book, "nobody") === nothing
        @test_throws ArgumentError add!(book, Contact("person 1", "2234567890"))
        tag!(book, "person 3", "work")
        tag!(book, "person 1", "work")
        tag!(book, "person 1", "work")
        tag!(book, "person 2", "family")
        @test with_tag(book, "work") == ["person 1", "person 3"]
        @test lookup(book, "person 1").tags == ["work"]
        @test with_tag(book, "family") == ["person 2"]
        @test isempty(with_tag(book, "gym"))
        @test_throws KeyError tag!(book, "nobody", "work")
    end
end
