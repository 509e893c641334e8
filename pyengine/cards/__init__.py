"""Cards as data (CR 200-209 characteristics, 113 abilities): the card model's parser, ability
identities, the bundled library and Oracle import."""
