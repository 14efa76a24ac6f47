# goanna.gp: ctlcheck-mc on Goanna-style models: wall time and peak memory against locations (goanna-bench).
set terminal png size 1100,480
set output out
set multiplot layout 1,2 title "ctlcheck-mc on Goanna-style models (3 specifications per variable; medians)"
set logscale xy
set xlabel "locations"
set grid
set key bottom right
set ylabel "seconds (wall)"
# data blocks: index 0 = 10 variables, index 1 = 100 variables
set title "time"
plot for [i=0:1] data index i using 1:10 with linespoints lc i+1 title sprintf("%d vars, verdicts only", i ? 100 : 10), \
     for [i=0:1] data index i using 1:13 with linespoints lc i+1 dt 2 title sprintf("%d vars, with evidence", i ? 100 : 10), \
     for [i=0:1] data index i using 1:6 with lines lc i+1 dt 3 title sprintf("%d vars, read", i ? 100 : 10), \
     "-" using 1:2 with points pt 7 ps 1.5 lc rgb "red" title "targets (100 vars)"
10000 0.05
100000 0.5
1000000 5
e
set title "peak memory"
set ylabel "MB (max RSS)"
plot for [i=0:1] data index i using 1:11 with linespoints lc i+1 title sprintf("%d vars, verdicts only", i ? 100 : 10), \
     for [i=0:1] data index i using 1:14 with linespoints lc i+1 dt 2 title sprintf("%d vars, with evidence", i ? 100 : 10), \
     "-" using 1:2 with points pt 7 ps 1.5 lc rgb "red" title "target"
100000 100
e
unset multiplot
