#pragma once
// Peak resident memory of the test process (getrusage), for the qInfo report of each load test.
#include <sys/resource.h>

namespace sw::test {

inline long peakRssMiB()
{
    struct rusage usage
    { };
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024; // ru_maxrss is in KiB on Linux
}

} // namespace sw::test
