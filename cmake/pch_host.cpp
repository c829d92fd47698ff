// The translation unit of the libraries that build the shared precompiled headers (sw_pch_host); nothing else.
