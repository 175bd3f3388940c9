"""Cards as data: mana costs, abilities and card definitions (CR 107, 112, 113, 202)."""
