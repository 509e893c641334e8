"""A time budget for a combat query: every solve and every counting loop stops when it runs out,
and the answer says so (partial answers are marked, never a hang)."""
from __future__ import annotations

import time
from dataclasses import dataclass, field


@dataclass
class Budget:
    seconds: float | None = None               # None: no limit
    start: float = field(default_factory=time.monotonic)

    @property
    def deadline(self) -> float | None:
        return None if self.seconds is None else self.start + self.seconds

    def remaining(self) -> float | None:
        """Seconds left (at least 1 ms while not expired), or None without a limit."""
        if self.seconds is None:
            return None
        return max(0.001, self.start + self.seconds - time.monotonic())

    def expired(self) -> bool:
        return self.seconds is not None and time.monotonic() >= self.start + self.seconds


UNLIMITED = Budget(None)
