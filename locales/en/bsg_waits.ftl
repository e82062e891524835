# Fewer waits on people (issue 23): the draw pattern for every skill draw that lets one choose
bsg-error-order_draws = A draw pattern lists one to six skill types, in the order your draws take them.
