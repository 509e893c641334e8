"""The Dask worker plugin of loop-search sweeps (imported only when a sweep uses Dask)."""
from __future__ import annotations

from distributed.diagnostics.plugin import WorkerPlugin

from pyengine.layers.loopsearch import warm_up


class WarmUp(WorkerPlugin):
    """Each worker builds the layer program once, as it starts (pyengine.layers.asp keeps it
    for every evaluation of every task the worker gets)."""
    name = "mtgrules-layer-program"

    def setup(self, worker) -> None:
        warm_up()
