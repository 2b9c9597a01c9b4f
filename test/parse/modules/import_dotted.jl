import Base.show
