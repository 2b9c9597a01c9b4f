Base.:+
