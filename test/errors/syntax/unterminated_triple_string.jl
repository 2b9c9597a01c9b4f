s = """abc

