# Install rules: the shared library (with its SONAME links), the header, the `cutile` tool, the
# documentation, a CMake package (find_package(cutile_rt CONFIG) → cutile_rt::cutile_rt) and a
# pkg-config file (cutile_rt.pc).
include(CMakePackageConfigHelpers)

install(TARGETS cutile_rt EXPORT cutile_rtTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_SOURCE_DIR}/include/cutile_rt.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
if(TARGET cutile)
  install(TARGETS cutile RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/docs/text-format.md
              ${PROJECT_SOURCE_DIR}/docs/lowering.md ${PROJECT_SOURCE_DIR}/cache/FORMAT.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CUTILE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/cutile_rt)
install(EXPORT cutile_rtTargets NAMESPACE cutile_rt:: DESTINATION ${CUTILE_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/cutile_rtConfig.cmake.in
  ${PROJECT_BINARY_DIR}/generated/cutile_rtConfig.cmake INSTALL_DESTINATION ${CUTILE_CMAKE_DIR})
# 0.x: a new minor version may change the API, so only the same minor version is compatible.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/generated/cutile_rtConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/generated/cutile_rtConfig.cmake
              ${PROJECT_BINARY_DIR}/generated/cutile_rtConfigVersion.cmake
        DESTINATION ${CUTILE_CMAKE_DIR})

# pkg-config: the prefix is found from the .pc file's own place (${pcfiledir}), so that
# `cmake --install --prefix P` and a moved tree give right paths.
file(RELATIVE_PATH CUTILE_PC_UP /p/${CMAKE_INSTALL_LIBDIR}/pkgconfig /p)
foreach(dir LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${dir}}")
    set(CUTILE_PC_${dir} "${CMAKE_INSTALL_${dir}}")
  else()
    set(CUTILE_PC_${dir} "\${prefix}/${CMAKE_INSTALL_${dir}}")
  endif()
endforeach()
configure_file(${PROJECT_SOURCE_DIR}/cmake/cutile_rt.pc.in
               ${PROJECT_BINARY_DIR}/generated/cutile_rt.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/generated/cutile_rt.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
