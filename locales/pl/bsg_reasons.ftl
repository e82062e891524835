# Lines of the BSG thread that say why something is left out or happens (presenters/bsg_folds.py, engine texts)
# Sharon Valerii's second card in the Sleeper Agent phase (the phase's own line says everyone gets one)
bsg-event-loyalty_dealt_extra = { $player } otrzymuje drugą kartę lojalności.
