"""What players see, built without Discord: screens (texts, controls as data, image requests) from view snapshots."""
