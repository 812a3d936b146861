# nauty (Debian libnauty2-dev) as the imported target cgt::nauty. libnautyL1 is the build with
# 64-bit set words and MAXN = 64, matching cgt::Graph. The build includes this file, and so does
# the installed package (cgtConfig.cmake): a static cgt_algorithms needs nauty at link time, and
# the consumer's machine finds it where it is there.
if(NOT TARGET cgt::nauty)
  find_path(CGT_NAUTY_INCLUDE_DIR nauty.h PATH_SUFFIXES nauty)
  find_library(CGT_NAUTY_LIBRARY NAMES nautyL1)
  if(CGT_NAUTY_INCLUDE_DIR AND CGT_NAUTY_LIBRARY)
    add_library(cgt::nauty UNKNOWN IMPORTED)
    set_target_properties(cgt::nauty PROPERTIES
      IMPORTED_LOCATION "${CGT_NAUTY_LIBRARY}"
      INTERFACE_INCLUDE_DIRECTORIES "${CGT_NAUTY_INCLUDE_DIR}")
  endif()
endif()
