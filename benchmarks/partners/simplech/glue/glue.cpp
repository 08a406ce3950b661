/* Tabula's glue for Martin Fierz's simplech: speaks the versus line protocol on stdin/stdout and asks the engine
 * for a move through its CheckerBoard entry point, getmove(). Built with simplech.c by build.sh, outside the
 * repository; C++ only because simplech.c passes moves by reference.
 *
 *   rules standard                    -> ok (English checkers from the start: black on 1-12 moves first)
 *   position startpos [moves M ...]   -> nothing, or "error ..." for a move that is not legal there
 *   go millis N                       -> info cpu_ms C ..., then bestmove M (N ms is simplech's maxtime, CPU time)
 *   moves                             -> moves M1 M2 ... (the legal moves of the position)
 *   quit
 * Moves are Tabula's numeric text: 11-15, a jump by its whole path 23x14x7. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cb_interface.h"
#include "enginedefs.h"

int getmove(Board8x8 board, int color, double maxtime, char str[255], int *playnow, int info, int unused,
            CBmove *move);

/* simplech's board is 46 ints: the 32 squares among padding (OCCUPIED), an empty square FREE. */
static const int OCCUPIED = 0;
static const int FREE = 16;

static int board[46];
static int toMove = CB_BLACK;
static bool valid = true;

/* PDN square 1..32 to simplech's index: rows of four from square 1's side, one padding index every two rows. */
static int indexOf(int square) {
    int row = (square - 1) / 4, col = (square - 1) % 4;
    return 5 + 4 * row + (row + 1) / 2 + (3 - col);
}

static int squareOf(int index) {
    for (int square = 1; square <= 32; square++) {
        if (indexOf(square) == index) return square;
    }
    return 0;
}

static void start() {
    for (int i = 0; i < 46; i++) board[i] = OCCUPIED;
    for (int square = 1; square <= 32; square++) {
        board[indexOf(square)] = square <= 12 ? (CB_BLACK | CB_MAN) : square >= 21 ? (CB_WHITE | CB_MAN) : FREE;
    }
    toMove = CB_BLACK;
    valid = true;
}

/* The legal moves: the jumps when there is one (each a whole sequence), else the plain moves. */
static int legalMoves(move2 list[MAXMOVES]) {
    int n = generatecapturelist(board, list, toMove);
    return n > 0 ? n : generatemovelist(board, list, toMove);
}

/* Tabula's text of a move: a jump's landings follow from its captured squares, taken in order. */
static void text(const move2 &move, char *out) {
    int from = move.m[0] & 255, to = move.m[1] & 255;
    if (move.n == 2) {
        sprintf(out, "%d-%d", squareOf(from), squareOf(to));
        return;
    }
    int at = from;
    out += sprintf(out, "%d", squareOf(from));
    for (int k = 2; k < move.n; k++) {
        at = 2 * (move.m[k] & 255) - at;
        out += sprintf(out, "x%d", squareOf(at));
    }
}

static bool play(const char *wanted) {
    move2 list[MAXMOVES];
    char written[64];
    int n = legalMoves(list);
    for (int i = 0; i < n; i++) {
        text(list[i], written);
        if (strcmp(written, wanted) == 0) {
            domove(board, list[i]);
            toMove = CB_CHANGECOLOR(toMove);
            return true;
        }
    }
    return false;
}

static void position(char *rest) {
    char line[8192];
    snprintf(line, sizeof line, "%s", rest);
    start();
    char *word = strtok(rest, " \t");
    if (word == NULL || strcmp(word, "startpos") != 0) {
        valid = false;
        printf("error only position startpos [moves ...] is known\n");
        return;
    }
    word = strtok(NULL, " \t");
    if (word != NULL && strcmp(word, "moves") != 0) {
        valid = false;
        printf("error expected moves after startpos, not %s\n", word);
        return;
    }
    int ply = 0;
    while ((word = strtok(NULL, " \t")) != NULL) {
        ply++;
        if (!play(word)) {
            valid = false;
            printf("error move %d (%s) is not legal here\n", ply, word);
            /* The whole line to stderr too (the harness shows it), so a disagreement on the rules can be found. */
            fprintf(stderr, "simplech glue: move %d (%s) is not legal in: position %s\n", ply, word, line);
            return;
        }
    }
}

static void listMoves() {
    move2 list[MAXMOVES];
    char written[64];
    int n = legalMoves(list);
    printf("moves");
    for (int i = 0; i < n; i++) {
        text(list[i], written);
        printf(" %s", written);
    }
    printf("\n");
}

/* getmove() answers with the board after its move, not the move: the move is the legal one that gives it. */
static void go(long millis) {
    move2 list[MAXMOVES];
    int n = legalMoves(list);
    if (!valid || n == 0) {
        printf("error %s\n", valid ? "no legal move" : "no position");
        return;
    }
    Board8x8 asked;
    for (int square = 1; square <= 32; square++) {
        int row = (square - 1) / 4, col = (square - 1) % 4, piece = board[indexOf(square)];
        asked[2 * (3 - col) + row % 2][row] = piece == FREE ? 0 : piece;
    }
    char status[1024] = "";
    int playnow = 0;
    CBmove unused;
    clock_t before = clock();
    getmove(asked, toMove, millis / 1000.0, status, &playnow, 0, 0, &unused);
    long cpu = (long) ((clock() - before) * 1000 / CLOCKS_PER_SEC);
    for (int i = 0; i < n; i++) {
        int after[46];
        memcpy(after, board, sizeof board);
        domove(after, list[i]);
        bool same = true;
        for (int square = 1; square <= 32 && same; square++) {
            int row = (square - 1) / 4, col = (square - 1) % 4, piece = after[indexOf(square)];
            same = asked[2 * (3 - col) + row % 2][row] == (piece == FREE ? 0 : piece);
        }
        if (same) {
            char written[64];
            text(list[i], written);
            for (char *c = status; *c; c++) {
                if (*c == '\n' || *c == '\r') *c = ' ';
            }
            printf("info cpu_ms %ld %s\nbestmove %s\n", cpu, status, written);
            return;
        }
    }
    printf("error the engine's board matches no legal move\n");
}

int main() {
    char line[8192];
    start();
    setvbuf(stdout, NULL, _IOLBF, 0);
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        if (strcmp(line, "quit") == 0) break;
        if (strcmp(line, "rules standard") == 0) {
            start();
            printf("ok\n");
        } else if (strncmp(line, "rules ", 6) == 0) {
            printf("error only rules standard (English checkers) is played\n");
        } else if (strncmp(line, "position ", 9) == 0) {
            position(line + 9);
        } else if (strcmp(line, "moves") == 0) {
            listMoves();
        } else if (strncmp(line, "go millis ", 10) == 0 && isdigit((unsigned char) line[10])) {
            go(strtol(line + 10, NULL, 10));
        } else if (line[0] != '\0') {
            printf("error unknown command: %s\n", line);
        }
    }
    return 0;
}
