// The executable that builds the tests' precompiled headers (sw_test_precompiled_headers); it does nothing.
int main()
{
    return 0;
}
