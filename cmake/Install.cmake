# Installs the libraries, the public headers and a CMake package so that
# find_package(cgt CONFIG) + target_link_libraries(app PRIVATE cgt::cgt) works from a prefix.
include(CMakePackageConfigHelpers)

install(TARGETS cgt cgt_core cgt_lang cgt_games cgt_algorithms cgt_loopy_algorithms
  EXPORT cgtTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# The public headers: every .hpp of the three libraries except those in a detail/ folder
# (implementation only; no public header includes one, scripts/check-install.sh checks it).
foreach(dir cgt games algorithms)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${dir}/
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/cgt/${dir}
    FILES_MATCHING PATTERN "*.hpp"
    PATTERN "detail" EXCLUDE)
endforeach()

install(EXPORT cgtTargets NAMESPACE cgt:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/cgt)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/cgtConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cgtConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/cgt)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cgtConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cgtConfig.cmake ${PROJECT_BINARY_DIR}/cgtConfigVersion.cmake
  ${PROJECT_SOURCE_DIR}/cmake/cgtNauty.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/cgt)
