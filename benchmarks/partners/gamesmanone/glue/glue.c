/*
 * Tabula's glue to GamesmanOne's mills game: one process per variant answers, line by line on stdin, what the
 * headless `query` command answers once per process, so a cross-check of thousands of positions does not start
 * thousands of processes. Written for Tabula; it is built inside the partner's source tree by build.sh and is
 * never part of Tabula's build.
 *
 *   tabula-gamesmanone-glue VARIANT_ID
 *   moves FORMAL   -> "ok MOVE..." (GamesmanOne's formal moves, none when the position is primitive) or "illegal"
 *   value FORMAL   -> "ok VALUE REMOTENESS" (win, lose, tie, draw, unsolved), from the solved database if any
 *   end FORMAL     -> "ok VALUE" the primitive value (undecided while the game goes on)
 *   perft D FORMAL -> "ok N" the leaves D plies below, a primitive position having no moves
 *   quit           -> ends
 * The database is read from ./data (GamesmanOne's default), so run the glue where `gamesman solve` was run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_manager.h"
#include "core/headless/hutils.h"
#include "core/solvers/solver_manager.h"
#include "core/types/gamesman_types.h"

static const char *ValueWord(Value value) {
    switch (value) {
        case kLose: return "lose";
        case kDraw: return "draw";
        case kTie: return "tie";
        case kWin: return "win";
        case kUndecided: return "undecided";
        default: return "error";
    }
}

static long long Perft(const UwapiTier *api, TierPosition position, int depth) {
    if (depth == 0) return 1;
    if (api->Primitive(position) != kUndecided) return 0;
    MoveArray moves = api->GenerateMoves(position);
    long long count = 0;
    for (int64_t i = 0; i < moves.size; ++i) {
        count += depth == 1 ? 1 : Perft(api, api->DoMove(position, moves.array[i]), depth - 1);
    }
    MoveArrayDestroy(&moves);
    return count;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s VARIANT_ID\n", argv[0]);
        return 2;
    }
    if (HeadlessInitSolver("mills", atoi(argv[1]), NULL) != 0) {
        fprintf(stderr, "mills variant %s: initialization failed\n", argv[1]);
        return 1;
    }
    const Game *game = GameManagerGetCurrentGame();
    const UwapiTier *api = game->uwapi->tier;
    char line[256];
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        if (strcmp(line, "quit") == 0) break;
        char *space = strchr(line, ' ');
        if (space == NULL) {
            printf("error no position\n");
            fflush(stdout);
            continue;
        }
        *space = '\0';
        const char *command = line, *formal = space + 1;
        int depth = 0;
        if (strcmp(command, "perft") == 0) {
            depth = atoi(formal);
            formal = strchr(formal, ' ');
            if (formal == NULL || depth < 0) {
                printf("error perft takes a depth and a position\n");
                fflush(stdout);
                continue;
            }
            ++formal;
        }
        if (!api->IsLegalFormalPosition(formal)) {
            printf("illegal\n");
            fflush(stdout);
            continue;
        }
        TierPosition position = api->FormalPositionToTierPosition(formal);
        Value primitive = api->Primitive(position);
        if (strcmp(command, "moves") == 0) {
            printf("ok");
            if (primitive == kUndecided) {
                MoveArray moves = api->GenerateMoves(position);
                for (int64_t i = 0; i < moves.size; ++i) {
                    CString move = api->MoveToFormalMove(position, moves.array[i]);
                    printf(" %s", move.str);
                    CStringDestroy(&move);
                }
                MoveArrayDestroy(&moves);
            }
            printf("\n");
        } else if (strcmp(command, "value") == 0) {
            Value value = SolverManagerGetValue(position);
            printf("ok %s %d\n", value == kUndecided ? "unsolved" : ValueWord(value),
                   SolverManagerGetRemoteness(position));
        } else if (strcmp(command, "perft") == 0) {
            printf("ok %lld\n", Perft(api, position, depth));
        } else if (strcmp(command, "end") == 0) {
            printf("ok %s\n", ValueWord(primitive));
        } else {
            printf("error unknown command %s\n", command);
        }
        fflush(stdout);
    }
    GameManagerFinalize();
    return 0;
}
