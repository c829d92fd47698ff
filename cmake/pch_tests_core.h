// Precompiled for the tests that link no widgets (sw_test_precompiled_headers): the core set and what most tests
// include besides QtTest.
#pragma once
#include "pch_core.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
