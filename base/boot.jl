# boot.jl — the types of Core that are ordinary Julia definitions.
# (Any, Tuple, Type, Union, DataType, Function, Module, Symbol, String, Ptr and
# Array are made by the compiler itself, in src/types.c.)

abstract type Number end
abstract type Real <: Number end
abstract type AbstractFloat <: Real end
abstract type Integer <: Real end
abstract type Signed <: Integer end
abstract type Unsigned <: Integer end

primitive type Float16 <: AbstractFloat 16 end
primitive type Float32 <: AbstractFloat 32 end
primitive type Float64 <: AbstractFloat 64 end

primitive type Bool <: Integer 8 end
primitive type Int8 <: Signed 8 end
primitive type Int16 <: Signed 16 end
primitive type Int32 <: Signed 32 end
primitive type Int64 <: Signed 64 end
primitive type Int128 <: Signed 128 end
primitive type UInt8 <: Unsigned 8 end
primitive type UInt16 <: Unsigned 16 end
primitive type UInt32 <: Unsigned 32 end
primitive type UInt64 <: Unsigned 64 end
primitive type UInt128 <: Unsigned 128 end

abstract type AbstractChar end
primitive type Char <: AbstractChar 32 end

abstract type AbstractString end

struct Nothing end

abstract type Exception end
abstract type IO end

const Int = Int64
const UInt = UInt64
const Cint = Int32
const Cvoid = Nothing
# Array{T,N} is the compiler's; program_boot (src/methods.c) puts it under
# DenseArray{T,N}, as in Julia
abstract type AbstractArray{T, N} end
abstract type DenseArray{T, N} <: AbstractArray{T, N} end
const AbstractVector{T} = AbstractArray{T,1}
const AbstractMatrix{T} = AbstractArray{T,2}
const DenseVector{T} = DenseArray{T,1}
const DenseMatrix{T} = DenseArray{T,2}
const Vector{T} = Array{T,1}
const Matrix{T} = Array{T,2}
const AbstractVecOrMat{T} = Union{AbstractVector{T}, AbstractMatrix{T}}
const NTuple{N, T} = Tuple{Vararg{T, N}}
const Dims{N} = NTuple{N, Int}

# A stream of the runtime: stdout, stderr, or a memory buffer. (Julia's
# stdout is a TTY or an IOStream; ours is typed, so printing is trimmable.)
struct IOStream <: IO
    handle::Ptr{Cvoid}
end

const stdout = IOStream(ccall(:jlrt_stdout, Ptr{Cvoid}, ()))
const stderr = IOStream(ccall(:jlrt_stderr, Ptr{Cvoid}, ()))
