// Precompiled for the tests that link widgets (sw_test_precompiled_headers): the ui set and what most tests include
// besides QtTest.
#pragma once
#include "pch_ui.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QProcess>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>
