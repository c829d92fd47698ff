# Shared CMake helpers: warnings, sanitizers, build cost (unity batches, precompiled Qt headers, debug information),
# module libraries and QtTest registration. docs/performance.md ("Build") has the figures behind the defaults.

# Build cost. Unity batches and precompiled headers apply to the project's libraries and executables; the tests'
# executables are one source file each and gain nothing from them.
option(SW_UNITY_BUILD "Compile each library's sources in batches (CMake unity build)" ON)
set(SW_UNITY_BATCH_SIZE 8 CACHE STRING "Sources per unity batch (small enough that an error still names its file)")
option(SW_PCH "Precompile the Qt headers the libraries use" ON)
set(SW_DEBUG_INFO "line" CACHE STRING "Debug information of optimised builds: full (-g), line (-g1) or none (-g0)")
set_property(CACHE SW_DEBUG_INFO PROPERTY STRINGS full line none)
if(NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
  set(sw_g_full -g)
  set(sw_g_line -g1)
  set(sw_g_none -g0)
  if(NOT DEFINED sw_g_${SW_DEBUG_INFO})
    message(FATAL_ERROR "SW_DEBUG_INFO must be full, line or none (not '${SW_DEBUG_INFO}')")
  endif()
  foreach(config RELWITHDEBINFO RELEASE MINSIZEREL)
    string(REGEX REPLACE "(^| )-g[0-9]*( |$)" " " sw_flags "${CMAKE_CXX_FLAGS_${config}}")
    set(CMAKE_CXX_FLAGS_${config} "${sw_flags} ${sw_g_${SW_DEBUG_INFO}}")
  endforeach()
endif()

# sw_target_build_cost(TARGET KIND): unity batches and the precompiled headers of KIND (core or ui) for one target.
function(sw_target_build_cost target kind)
  if(SW_UNITY_BUILD)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${SW_UNITY_BATCH_SIZE})
  endif()
  if(SW_PCH)
    target_precompile_headers(${target} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch_${kind}.h)
  endif()
endfunction()

# Warning and sanitizer flags for every target of the project.
function(sw_target_defaults target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(SW_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  target_compile_definitions(${target} PRIVATE QT_NO_CONTEXTLESS_CONNECT)
endfunction()

if(SW_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

if(SW_FUZZ)
  # Coverage instrumentation for everything a fuzzer links, so libFuzzer is guided through the core libraries.
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()

# sw_add_core_module(NAME SOURCES ... [DEPS ...])
# Creates static library swcore_<NAME> from core/<NAME>, includes rooted at core/, and adds it to `skillcore`.
function(sw_add_core_module name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_library(swcore_${name} STATIC ${ARG_SOURCES})
  target_include_directories(swcore_${name} PUBLIC ${PROJECT_SOURCE_DIR}/core)
  target_link_libraries(swcore_${name} PUBLIC Qt6::Core ${ARG_DEPS})
  set_target_properties(swcore_${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  sw_target_defaults(swcore_${name})
  sw_target_build_cost(swcore_${name} core)
  target_link_libraries(skillcore INTERFACE swcore_${name})
endfunction()

# sw_add_ui_module(NAME SOURCES ... [DEPS ...])
# Creates static library swui_<NAME> from ui/<NAME>, includes rooted at ui/, and adds it to `skillui`.
function(sw_add_ui_module name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  qt_add_library(swui_${name} STATIC ${ARG_SOURCES})
  target_include_directories(swui_${name} PUBLIC ${PROJECT_SOURCE_DIR}/ui)
  target_link_libraries(swui_${name} PUBLIC skillcore Qt6::Widgets Qt6::Gui ${ARG_DEPS})
  sw_target_defaults(swui_${name})
  sw_target_build_cost(swui_${name} ui)
  target_link_libraries(skillui INTERFACE swui_${name})
endfunction()

# sw_add_qtest(NAME SOURCES ... [LIBS ...] [LABELS ...] [ENV ...])
# One QtTest executable per unit, run offscreen by ctest.
function(sw_add_qtest name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LIBS;LABELS;ENV" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LIBS})
  # Shared fixtures of the tests (header-only): tests/support/.
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/support)
  target_compile_definitions(${name} PRIVATE
    SW_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
    SW_TEST_DATA_DIR="${CMAKE_CURRENT_SOURCE_DIR}/data"
    SW_BINARY_DIR="${PROJECT_BINARY_DIR}")
  sw_target_defaults(${name})
  add_test(NAME ${name} COMMAND ${name})
  set_tests_properties(${name} PROPERTIES
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=*.debug=false;${ARG_ENV}"
    TIMEOUT 300)
  if(ARG_LABELS)
    set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}")
  endif()
endfunction()

# Adds every immediate subdirectory of DIR that has a CMakeLists.txt (each feature owns its own file).
function(sw_add_subdirectories dir)
  file(GLOB children LIST_DIRECTORIES true RELATIVE ${CMAKE_CURRENT_SOURCE_DIR}/${dir} ${CMAKE_CURRENT_SOURCE_DIR}/${dir}/*)
  list(SORT children)
  foreach(child IN LISTS children)
    if(IS_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}/${dir}/${child} AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${dir}/${child}/CMakeLists.txt)
      add_subdirectory(${dir}/${child})
    endif()
  endforeach()
endfunction()
