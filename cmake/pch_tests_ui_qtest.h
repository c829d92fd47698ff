// With clang, the tests' shared header holds QtTest too (sw_test_precompiled_headers explains why not with GCC).
#pragma once
#include "pch_tests_ui.h"

#include <QtTest>
