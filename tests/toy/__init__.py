"""The toy game (tests/engine/toy_game.py) as a whole game of the bot, given by its descriptor alone."""
