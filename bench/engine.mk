## bench/engine.mk: engine scaling benchmark
