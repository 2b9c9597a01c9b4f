# Logging: the log levels of Julia's logging (CoreLogging's LogLevel), for
# Test's `@test_logs min_level=Logging.Warn`. The logging macros themselves
# are Base's (base/logging.jl); loggers are not supported yet.
module Logging

export LogLevel, BelowMinLevel, Debug, Info, Warn, Error, AboveMaxLevel

struct LogLevel
    level::Int32
end

const BelowMinLevel = LogLevel(-1000001)
const Debug = LogLevel(-1000)
const Info = LogLevel(0)
const Warn = LogLevel(1000)
const Error = LogLevel(2000)
const AboveMaxLevel = LogLevel(1000001)

Base.isless(a::LogLevel, b::LogLevel) = isless(a.level, b.level)
Base.:<(a::LogLevel, b::LogLevel) = a.level < b.level
Base.convert(::Type{LogLevel}, level::Integer) = LogLevel(level)

function Base.show(io::IO, level::LogLevel)
    name = level == BelowMinLevel ? "BelowMinLevel" : level == Debug ? "Debug" : level == Info ? "Info" :
           level == Warn ? "Warn" : level == Error ? "Error" : level == AboveMaxLevel ? "AboveMaxLevel" : ""
    isempty(name) ? print(io, "LogLevel(", level.level, ")") : print(io, name)
end

end
