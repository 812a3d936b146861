"""`pip install .`: the package python/cgt with its extension cgt._cgt, built by CMake from this
tree (the same target as `cmake --preset release`, CGT_BUILD_PYTHON). Metadata: pyproject.toml."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


class CMakeExtension(Extension):
    def __init__(self, name: str) -> None:
        super().__init__(name, sources=[])


class CMakeBuild(build_ext):
    """Configures the library with only the Python module, builds it, and copies it into place."""

    def build_extension(self, ext: Extension) -> None:
        target = Path(self.get_ext_fullpath(ext.name)).resolve()
        build = Path(self.build_temp).resolve() / "cmake"
        build.mkdir(parents=True, exist_ok=True)
        configure = ["cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                     "-DCGT_BUILD_PYTHON=ON", "-DCGT_BUILD_TESTS=OFF", "-DCGT_BUILD_TOOLS=OFF",
                     "-DCGT_BUILD_EXAMPLES=OFF", "-DCGT_BUILD_BENCHMARKS=OFF",
                     f"-DPython3_EXECUTABLE={sys.executable}"]
        if shutil.which("ccache"):
            configure.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
        subprocess.check_call(configure)
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
        subprocess.check_call(["cmake", "--build", str(build), "--target", "cgt_python", "-j", jobs])
        built = next((build / "python" / "cgt").glob("_cgt*.so"))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(ext_modules=[CMakeExtension("cgt._cgt")], cmdclass={"build_ext": CMakeBuild})
