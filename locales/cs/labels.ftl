## Labels shortened for Discord's limits, given in full above the controls (presenters/labels.py).

shared-full-labels = Celé znění:
shared-and-more = … a ještě { $count }
