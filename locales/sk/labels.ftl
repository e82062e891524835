## Labels shortened for Discord's limits, given in full above the controls (presenters/labels.py).

shared-full-labels = Celé znenie:
shared-and-more = … a ešte { $count }
