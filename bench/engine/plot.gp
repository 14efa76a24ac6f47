# plot.gp: time per edge against model size, per formula and binding count.
set terminal png size 900,560
set output out
set logscale x
set xlabel "states"
set ylabel "ns per edge"
set title "ctlcheck engine: time per edge on CFG-shaped models"
set key outside right
set grid
sel(f, b) = (strcol(3) eq f && $4 == b) ? $9 : 1/0
plot for [f in "df aw af"] for [b in "1 64"] data using 1:(sel(f, b+0)) \
     with linespoints title sprintf("%s, %s binding(s)", f, b)
