"""Every notebook in notebooks/ runs top to bottom without error (their cells assert results)."""
import pathlib

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted(pathlib.Path(__file__).resolve().parent.parent.joinpath("notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs(path, monkeypatch):
    monkeypatch.setenv("MPLBACKEND", "Agg")
    nb = nbformat.read(str(path), as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
