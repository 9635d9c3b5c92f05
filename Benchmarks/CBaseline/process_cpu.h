/*
 * process_cpu.h - another process's CPU time (the X server's, from
 * $XVFB_PID), shared by the C peers: gles3_baseline (this folder) and
 * glx_spinner (Benchmarks/CSpinner). Header only.
 */
#ifndef PROCESS_CPU_H
#define PROCESS_CPU_H

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* User + system CPU seconds of process `pid`, from /proc/<pid>/stat (in
 * clock ticks, 10 ms apart), or -1 when there is no such process to read. */
static inline double other_process_cpu_seconds(long pid) {
    if (pid <= 0) return -1;
    char path[64], text[1024];
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    size_t length = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    text[length] = '\0';
    /* The command name (field 2) may hold spaces: count from its ')'. */
    const char *rest = strrchr(text, ')');
    if (!rest) return -1;
    unsigned long long user = 0, system = 0;
    /* After ") " come field 3 (state) ... field 14 (utime), 15 (stime). */
    if (sscanf(rest + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &user, &system) != 2)
        return -1;
    return (double)(user + system) / (double)sysconf(_SC_CLK_TCK);
}

#endif
