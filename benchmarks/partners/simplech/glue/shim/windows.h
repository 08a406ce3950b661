/* Tabula's stand-in for the few Windows declarations simplech.c names, so it builds with gcc on Linux.
 * None of it is reached in play: the DLL entry and the log file are never used by the glue. */
#pragma once
#include <stdarg.h>
#include <stdio.h>
#include <stdint.h>
#include <time.h>

#define WINAPI
#define TRUE 1
#define FALSE 0
#define MAX_PATH 260
#define DLL_PROCESS_ATTACH 1
#define DLL_PROCESS_DETACH 0
#define DLL_THREAD_ATTACH 2
#define DLL_THREAD_DETACH 3
#define CSIDL_PERSONAL 5
#define SUCCEEDED(result) ((result) >= 0)
/* simplech divides clock() by CLK_TCK: on Linux clock() is the process's CPU time in CLOCKS_PER_SEC. */
#define CLK_TCK CLOCKS_PER_SEC

typedef int BOOL;
typedef int INT;
typedef void *HANDLE;
typedef unsigned long DWORD;
typedef void *LPVOID;

static inline int SHGetFolderPath(void *, int, void *, int, char *) { return -1; }
static inline int PathAppend(char *, const char *) { return 0; }
static inline int CreateDirectory(const char *, void *) { return 0; }

template <typename T> static inline T min(T a, T b) { return a < b ? a : b; }
