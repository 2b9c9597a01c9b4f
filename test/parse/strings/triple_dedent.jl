s = """
    hello
      world
    """
