import sys

from pyengine.cli.main import main

sys.exit(main())
