package org.tabula.web.http;

import io.javalin.http.Context;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.tabula.web.table.AnalysisView;
import org.tabula.web.table.TableService;

/**
 * {@code GET /api/v1/tables/{id}/analysis?ply=N}: the analysis of a ply, worked out on the bots' threads while the
 * request waits a bounded time; past it the answer is 503 with when to ask again (the work goes on, and an endgame
 * table it was building is ready for the next asking).
 */
final class AnalysisRoute {

    /** What a request waits beyond the bot's own time: room for an endgame table built the first time. */
    static final Duration GRACE = Duration.ofSeconds(10);

    private final TableService tables;
    private final Views views;
    private final Duration wait;
    private final PageRoutes.Answers answers;

    AnalysisRoute(TableService tables, Views views, Duration botTime, PageRoutes.Answers answers) {
        this.tables = tables;
        this.views = views;
        this.wait = botTime.plus(GRACE);
        this.answers = answers;
    }

    void handle(Context ctx) {
        String id = ctx.pathParam("id");
        CompletableFuture<AnalysisView> work = tables.analysis(id, ctx.queryParam("ply")).orElseThrow(() ->
                new ApiError(404, "UNKNOWN_TABLE", "No table has the id '" + id + "'."));
        AnalysisView view;
        try {
            view = work.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            ctx.header("Retry-After", "2");
            throw new ApiError(503, "ANALYSIS_PENDING", "The analysis is still being worked out; ask again soon.");
        } catch (ExecutionException e) {
            throw new IllegalStateException("the analysis of table " + id + " failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(503, "ANALYSIS_PENDING", "The server is stopping.");
        }
        answers.json(ctx, 200, views.analysis(view));
    }
}
