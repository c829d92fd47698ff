# Shared CMake helpers: warnings, sanitizers, build cost (unity batches, precompiled Qt headers, debug information),
# module libraries and QtTest registration. docs/performance.md ("Build") has the figures behind the defaults.

# Build cost. Unity batches apply to the project's libraries; precompiled headers, shared per kind, to the libraries,
# the executables and the tests (one source file each).
option(SW_UNITY_BUILD "Compile each library's sources in batches (CMake unity build)" ON)
set(SW_UNITY_BATCH_SIZE 16 CACHE STRING "Sources per unity batch (an error still names its own file)")
option(SW_PCH "Precompile the Qt headers the libraries, executables and tests use" ON)
option(SW_PCH_CODEGEN "With clang, compile the inline functions of the tests' shared headers once (-fpch-codegen)" ON)
option(SW_MOC_OWN_HEADERS "Run moc with the project's include folders only (not Qt's and the system's)" ON)
set(SW_OPTIMIZE "2" CACHE STRING
  "Optimisation level of optimised builds: 2 (-O2, CMake's), 1, g (-Og: the run command's build), s")
set_property(CACHE SW_OPTIMIZE PROPERTY STRINGS 2 1 g s)
# The sanitised test build (scripts/run-tests.sh) sets this: there the window's libraries, the executables and the
# core/ libraries no fuzzer runs compile at -O0 (like the tests' own code), which takes about 60% less compile time
# under the sanitizers; the core/ libraries the fuzzers run keep the build type's level. Sanitizers and warnings are
# the same at any level.
option(SW_OPTIMISE_CORE_ONLY "Compile ui/, app/ and the core/ libraries no fuzzer runs at -O0" OFF)
set(SW_DEBUG_INFO "line" CACHE STRING "Debug information of optimised builds: full (-g), line (-g1) or none (-g0)")
set_property(CACHE SW_DEBUG_INFO PROPERTY STRINGS full line none)
if(NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
  set(sw_g_full -g)
  set(sw_g_line -g1)
  set(sw_g_none -g0)
  if(NOT DEFINED sw_g_${SW_DEBUG_INFO})
    message(FATAL_ERROR "SW_DEBUG_INFO must be full, line or none (not '${SW_DEBUG_INFO}')")
  endif()
  if(NOT SW_OPTIMIZE MATCHES "^(1|2|g|s)$")
    message(FATAL_ERROR "SW_OPTIMIZE must be 1, 2, g or s (not '${SW_OPTIMIZE}')")
  endif()
  foreach(config RELWITHDEBINFO RELEASE)
    string(REGEX REPLACE "(^| )-g[0-9]*( |$)" " " sw_flags "${CMAKE_CXX_FLAGS_${config}}")
    string(REGEX REPLACE "(^| )-O[0-9s]( |$)" " " sw_flags "${sw_flags}")
    set(CMAKE_CXX_FLAGS_${config} "-O${SW_OPTIMIZE} ${sw_flags} ${sw_g_${SW_DEBUG_INFO}}")
  endforeach()
  string(REGEX REPLACE "(^| )-g[0-9]*( |$)" " " sw_flags "${CMAKE_CXX_FLAGS_MINSIZEREL}")
  set(CMAKE_CXX_FLAGS_MINSIZEREL "${sw_flags} ${sw_g_${SW_DEBUG_INFO}}")
endif()

# sw_pch_host(KIND): the library that builds the precompiled header of KIND (core or ui) once, for every library of
# that kind to reuse (REUSE_FROM). It links the fewest Qt modules of its kind: a library that links more has only
# definitions (QT_NETWORK_LIB, ...) the headers do not test, which GCC accepts; -Winvalid-pch (an error under
# SW_WERROR) reports any library that could not use it.
# KIND "core_plain" is the core header for the core/ libraries no fuzzer runs (sw_finish_core_modules). The header is
# compiled with the flags of the libraries that reuse it.
function(sw_pch_host kind)
  if(TARGET sw_pch_${kind})
    return()
  endif()
  add_library(sw_pch_${kind} STATIC ${PROJECT_SOURCE_DIR}/cmake/pch_host.cpp)
  set_target_properties(sw_pch_${kind} PROPERTIES POSITION_INDEPENDENT_CODE ON AUTOMOC OFF AUTOUIC OFF)
  sw_target_defaults(sw_pch_${kind})
  if(kind STREQUAL "ui")
    target_link_libraries(sw_pch_${kind} PRIVATE Qt6::Widgets)
    sw_outside_core(sw_pch_${kind})
    target_precompile_headers(sw_pch_${kind} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch_ui.h)
    return()
  endif()
  target_link_libraries(sw_pch_${kind} PRIVATE Qt6::Core)
  if(kind STREQUAL "core")
    sw_fuzz_guided(sw_pch_${kind})
  else()
    sw_outside_core(sw_pch_${kind})
  endif()
  target_precompile_headers(sw_pch_${kind} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch_core.h)
endfunction()

# sw_finish_core_modules(): called once at the end of the top-level CMakeLists.txt, when the fuzzers are known. The
# core/ libraries a fuzzer links (directly or through another core/ library) get libFuzzer's coverage with SW_FUZZ and
# keep the build type's level; the other core/ libraries are not instrumented, compile at -O0 with
# SW_OPTIMISE_CORE_ONLY, and reuse a second core header (sw_pch_core_plain) compiled with their flags.
function(sw_finish_core_modules)
  get_property(modules GLOBAL PROPERTY SW_CORE_MODULES)
  get_property(pending GLOBAL PROPERTY SW_FUZZED_LIBS)
  set(fuzzed "")
  while(pending)
    list(POP_FRONT pending lib)
    if(NOT lib MATCHES "^swcore_" OR lib IN_LIST fuzzed OR NOT TARGET ${lib})
      continue()
    endif()
    list(APPEND fuzzed ${lib})
    get_target_property(deps ${lib} LINK_LIBRARIES)
    if(deps)
      list(APPEND pending ${deps})
    endif()
  endwhile()
  foreach(lib IN LISTS modules)
    if(lib IN_LIST fuzzed)
      sw_fuzz_guided(${lib})
    elseif(SW_FUZZ OR SW_OPTIMISE_CORE_ONLY)
      sw_outside_core(${lib})
      if(SW_PCH)
        sw_pch_host(core_plain)
        get_target_property(reuse ${lib} PRECOMPILE_HEADERS_REUSE_FROM)
        if(reuse STREQUAL "sw_pch_core")
          set_target_properties(${lib} PROPERTIES PRECOMPILE_HEADERS_REUSE_FROM sw_pch_core_plain)
        endif()
      endif()
    endif()
  endforeach()
endfunction()

# sw_outside_core(TARGET): -O0 for a target of ui/ or app/ (or a core/ library no fuzzer runs) when
# SW_OPTIMISE_CORE_ONLY is on.
function(sw_outside_core target)
  if(SW_OPTIMISE_CORE_ONLY)
    target_compile_options(${target} PRIVATE -O0)
  endif()
endfunction()

# sw_fuzz_guided(TARGET): with SW_FUZZ, libFuzzer's coverage instrumentation for a core/ target, the code the fuzzers
# run. The window's libraries, the executables and the tests are not instrumented: the fuzzers never run them, and the
# instrumentation cost them about 14% (libraries) and 5% (tests) of their compile time, and run time in every test.
function(sw_fuzz_guided target)
  if(SW_FUZZ)
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link)
  endif()
endfunction()

# sw_target_build_cost(TARGET KIND): unity batches and the precompiled headers of KIND (core or ui) for one target.
# Libraries reuse their kind's shared header; an executable (position-independent executable code, not library
# code) precompiles its own.
function(sw_target_build_cost target kind)
  if(SW_UNITY_BUILD)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${SW_UNITY_BATCH_SIZE})
  endif()
  if(SW_PCH)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "STATIC_LIBRARY")
      sw_pch_host(${kind})
      target_precompile_headers(${target} REUSE_FROM sw_pch_${kind})
    else()
      target_precompile_headers(${target} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch_${kind}.h)
    endif()
  endif()
endfunction()

# Warning and sanitizer flags for every target of the project.
function(sw_target_defaults target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(SW_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Winvalid-pch)
  endif()
  if(SW_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  target_compile_definitions(${target} PRIVATE QT_NO_CONTEXTLESS_CONNECT)
endfunction()

# sw_moc_own_headers(DIR): every target under DIR that runs AUTOMOC runs moc through cmake/moc-own-headers.sh.in,
# which passes moc only the project's include folders: moc then reads the project's headers for their macros, not
# Qt's and the system's, which was most of its time. The moc output is the same but for the includes Qt's headers add
# with Q_MOC_INCLUDE, which the compiler then reports if a class needs one (docs/performance.md, "Build"). Called once
# at the end of the top-level CMakeLists.txt.
function(sw_moc_own_headers dir)
  if(NOT SW_MOC_OWN_HEADERS OR NOT TARGET Qt6::moc)
    return()
  endif()
  set(wrapper ${PROJECT_BINARY_DIR}/sw-moc-own-headers.sh)
  get_target_property(SW_MOC_REAL Qt6::moc LOCATION)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/moc-own-headers.sh.in ${wrapper} @ONLY
    FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
  set(dirs ${dir})
  while(dirs)
    list(POP_FRONT dirs current)
    get_property(targets DIRECTORY ${current} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target IN LISTS targets)
      get_target_property(automoc ${target} AUTOMOC)
      if(automoc)
        set_target_properties(${target} PROPERTIES AUTOMOC_EXECUTABLE ${wrapper})
      endif()
    endforeach()
    get_property(children DIRECTORY ${current} PROPERTY SUBDIRECTORIES)
    list(APPEND dirs ${children})
  endwhile()
endfunction()

if(SW_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

if(SW_FUZZ)
  # The fuzzers' sanitizers everywhere; libFuzzer's coverage instrumentation only in core/ (sw_fuzz_guided).
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
  if(NOT SW_SANITIZE)
    # As in the sanitised build: undefined behaviour stops the fuzzer with a reproducer (by default UBSan reports it
    # and goes on, and scripts/fuzz.sh's own build passed a signed overflow that CI's build caught).
    add_compile_options(-fno-sanitize-recover=undefined)
  endif()
endif()

# sw_full_optimisation(TARGET): -O2 for a library whose inner loops are the product's speed (the tokenizer) whatever
# SW_OPTIMIZE says. Such a library compiles without the shared precompiled header: GCC 12 crashes (internal compiler
# error in its IPA pass) on a header precompiled at another optimisation level.
function(sw_full_optimisation target)
  if(NOT CMAKE_BUILD_TYPE STREQUAL "Debug" AND NOT SW_OPTIMIZE STREQUAL "2")
    target_compile_options(${target} PRIVATE -O2)
    set_target_properties(${target} PROPERTIES DISABLE_PRECOMPILE_HEADERS ON)
  endif()
endfunction()

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
  set_property(GLOBAL APPEND PROPERTY SW_CORE_MODULES swcore_${name}) # finished by sw_finish_core_modules
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
  sw_outside_core(swui_${name})
  sw_target_build_cost(swui_${name} ui)
  target_link_libraries(skillui INTERFACE swui_${name})
endfunction()

# Precompiled headers of the tests (SW_PCH): one per kind, built once and reused by every test of that kind
# (REUSE_FROM): "ui" for tests that link widgets, "core" for the rest. The headers hold Qt Core and Widgets and the
# standard library (cmake/pch_tests_<kind>.h); a test's own definitions (SW_TEST_DATA_DIR, QtTest's
# QT_TESTCASE_BUILDDIR) are not in the header's command line, which GCC and clang both accept.
# With clang the header holds QtTest as well (cmake/pch_tests_<kind>_qtest.h): parsing it took about 0.8 s of every
# test's compile (2 s for a test that includes <QtTest>). GCC cannot share it: QtTest's headers test
# QT_TESTCASE_BUILDDIR, which differs per test folder, and GCC refuses a header whose macros a test defines
# differently. Under clang qtest.h is read without QT_TESTCASE_BUILDDIR, so QFINDTESTDATA would not look in the
# test's build folder (the tests use SW_TEST_DATA_DIR instead). QTEST_MAIN's application type is fixed when qtest.h
# is read, so a test that links Qt Gui without Widgets and uses QTEST_MAIN (a QGuiApplication) compiles without a
# shared header; with QTEST_GUILESS_MAIN it shares the core one.
function(sw_test_precompiled_headers target libs sources)
  if(NOT SW_PCH)
    return()
  endif()
  set(kind core)
  set(gui OFF)
  foreach(lib IN LISTS libs)
    if(lib MATCHES "^(skillui|swui_.*|Qt6::Widgets)$")
      set(kind ui)
    elseif(lib STREQUAL "Qt6::Gui")
      set(gui ON)
    endif()
  endforeach()
  set(header pch_tests_${kind}.h)
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    if(gui AND kind STREQUAL "core")
      foreach(source IN LISTS sources)
        if(source MATCHES "\\.cpp$")
          if(NOT IS_ABSOLUTE "${source}")
            set(source ${CMAKE_CURRENT_SOURCE_DIR}/${source})
          endif()
          file(STRINGS ${source} gui_main REGEX "^QTEST_MAIN\\(")
          if(gui_main)
            return()
          endif()
        endif()
      endforeach()
    endif()
    set(header pch_tests_${kind}_qtest.h)
  endif()
  set(pch sw_test_pch_${kind})
  if(NOT TARGET ${pch})
    add_executable(${pch} ${PROJECT_SOURCE_DIR}/cmake/pch_tests.cpp)
    set_target_properties(${pch} PROPERTIES AUTOMOC OFF AUTOUIC OFF)
    # QtTest's headers but not its definitions (QT_TESTCASE_BUILDDIR names one test folder).
    target_link_libraries(${pch} PRIVATE Qt6::Core)
    target_include_directories(${pch} PRIVATE $<TARGET_PROPERTY:Qt6::Test,INTERFACE_INCLUDE_DIRECTORIES>)
    if(kind STREQUAL "ui")
      target_link_libraries(${pch} PRIVATE Qt6::Widgets)
    endif()
    target_include_directories(${pch} PRIVATE ${PROJECT_SOURCE_DIR}/tests/support)
    target_compile_definitions(${pch} PRIVATE SW_SOURCE_DIR="${PROJECT_SOURCE_DIR}" SW_BINARY_DIR="${PROJECT_BINARY_DIR}")
    sw_target_defaults(${pch})
    target_compile_options(${pch} PRIVATE -O0)
    target_precompile_headers(${pch} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/${header})
    sw_test_pch_codegen(${pch})
  endif()
  target_precompile_headers(${target} REUSE_FROM ${pch})
  if(TARGET ${pch}_code)
    # The shared header's inline functions come from its one object; the linker keeps those the test calls.
    get_target_property(code ${pch}_code SW_OBJECT)
    target_link_libraries(${target} PRIVATE ${code})
    target_link_options(${target} PRIVATE -Wl,--gc-sections)
    add_dependencies(${target} ${pch}_code)
  endif()
endfunction()

# With clang (SW_PCH_CODEGEN), a test header's inline functions and the templates it instantiates are compiled once,
# from the header itself, into one object (-fpch-codegen), instead of in each of the 130 tests that include it: about
# 19% less compile time per test (docs/performance.md, "Build"). The object is compiled with -ffunction-sections, so
# that a test's link (--gc-sections) keeps only the functions the test calls; the object also defines functions
# that reach Qt's private symbols and std::filesystem, which no test calls and the linker therefore drops.
function(sw_test_pch_codegen pch)
  if(NOT SW_PCH_CODEGEN OR NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    return()
  endif()
  target_compile_options(${pch} PRIVATE -fpch-codegen)
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/CMakeFiles/${pch}.dir)
  set(code ${dir}/cmake_pch_code.o)
  string(TOUPPER "${CMAKE_BUILD_TYPE}" config)
  separate_arguments(flags UNIX_COMMAND "${CMAKE_CXX_FLAGS} ${CMAKE_CXX_FLAGS_${config}}")
  add_custom_command(OUTPUT ${code}
    COMMAND ${CMAKE_CXX_COMPILER} ${flags} $<TARGET_PROPERTY:${pch},COMPILE_OPTIONS> -ffunction-sections
      -fdata-sections -c ${dir}/cmake_pch.hxx.pch -o ${code}
    DEPENDS ${dir}/cmake_pch.hxx.pch
    COMMENT "Compiling the inline functions of the shared test header ${pch}"
    COMMAND_EXPAND_LISTS VERBATIM)
  add_custom_target(${pch}_code DEPENDS ${code})
  set_target_properties(${pch}_code PROPERTIES SW_OBJECT ${code})
endfunction()

# sw_add_qtest(NAME SOURCES ... [LIBS ...] [LABELS ...] [ENV ...])
# One QtTest executable per unit, run offscreen by ctest.
function(sw_add_qtest name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LIBS;LABELS;ENV" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LIBS})
  target_compile_definitions(${name} PRIVATE SW_TEST_DATA_DIR="${CMAKE_CURRENT_SOURCE_DIR}/data")
  sw_target_defaults(${name})
  sw_compile_like_a_test(${name})
  add_test(NAME ${name} COMMAND ${name})
  set_tests_properties(${name} PROPERTIES
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=*.debug=false;${ARG_ENV}"
    TIMEOUT 300)
  if(ARG_LABELS)
    set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}")
  endif()
endfunction()

# A test, and a test program that is not a test of its own making (the layout audit's executables, screenshot tools,
# and in the sanitised build the benchmarks), compiles like a test: its own code at -O0 (about 40% less compile time;
# sanitizers check it all the same; the code under test keeps the build's level in its libraries), with the tests'
# support folder and shared header. Call it after the target's sources and libraries are set.
function(sw_compile_like_a_test target)
  get_target_property(libs ${target} LINK_LIBRARIES)
  get_target_property(sources ${target} SOURCES)
  get_target_property(dir ${target} SOURCE_DIR)
  list(TRANSFORM sources PREPEND ${dir}/ REGEX "^[^/$]")
  target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR}/tests/support)
  target_compile_definitions(${target} PRIVATE
    SW_SOURCE_DIR="${PROJECT_SOURCE_DIR}" SW_BINARY_DIR="${PROJECT_BINARY_DIR}")
  target_compile_options(${target} PRIVATE -O0)
  sw_test_precompiled_headers(${target} "${libs}" "${sources}")
  # A test includes its own moc output, so Qt's moc file of the target is empty: no precompiled header to load for it.
  # One that lists a QObject header of its own (tests/capture/httptestclient.h) has that header's moc output there,
  # which compiles in a third of the time with the header.
  foreach(source IN LISTS sources)
    if(source MATCHES "\\.h$")
      file(STRINGS ${source} qobject REGEX "Q_OBJECT")
      if(qobject)
        return()
      endif()
    endif()
  endforeach()
  get_target_property(binary_dir ${target} BINARY_DIR)
  set_source_files_properties(${binary_dir}/${target}_autogen/mocs_compilation.cpp TARGET_DIRECTORY ${target}
    PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
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
