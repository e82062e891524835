## Labels shortened for Discord's limits, given in full above the controls (presenters/labels.py); lines a text
## too long for one message leaves out (presenters/fitting.py).

shared-full-labels = In full:
shared-and-more = … and { $count } more
