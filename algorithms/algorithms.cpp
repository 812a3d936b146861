// cgt_algorithms: its sources are listed by the CMakeLists.txt of each subfolder.
