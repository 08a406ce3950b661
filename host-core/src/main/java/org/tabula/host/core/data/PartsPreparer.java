package org.tabula.host.core.data;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import org.tabula.api.GameProvider;
import org.tabula.api.PrecomputedData;

/**
 * Makes a game's precomputed parts ready in the background, for a host that must not wait on them (the server):
 * one part at a time on a thread of its own, each loaded from the {@link PartsFolder} when it holds it, else
 * computed and kept there. A part larger than the limit is never prepared, so no client can make the host spend
 * gigabytes and minutes on one (Seven Men's Morris's solution takes 3 GB to compute).
 *
 * <p>Each part is prepared once: asked again while it is being made, the same work is waited on; a part that failed
 * is not tried again until the host starts afresh.
 */
public final class PartsPreparer implements AutoCloseable {

    private final Optional<PartsFolder> folder;
    private final long maxPartBytes;
    private final Consumer<String> report;
    private final Map<String, CompletableFuture<Void>> parts = new ConcurrentHashMap<>();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "tabula-precompute");
        thread.setDaemon(true);
        // Below the requests and the bots: a table's part is worth waiting for, a request is not.
        thread.setPriority(Thread.MIN_PRIORITY);
        return thread;
    });

    /**
     * A preparer keeping parts in {@code folder} (none: in memory only, for the host's life), preparing none saved
     * larger than {@code maxPartBytes}, and saying what it did (a part loaded, computed, kept, failed) to
     * {@code report}.
     */
    public PartsPreparer(Optional<PartsFolder> folder, long maxPartBytes, Consumer<String> report) {
        this.folder = Objects.requireNonNull(folder, "folder");
        if (maxPartBytes < 1) {
            throw new IllegalArgumentException("the largest part is a byte at least: " + maxPartBytes);
        }
        this.maxPartBytes = maxPartBytes;
        this.report = Objects.requireNonNull(report, "report");
    }

    /** The most bytes a part prepared may have. */
    public long maxPartBytes() {
        return maxPartBytes;
    }

    /** The parts among these that are larger than the limit and so are never prepared, in the order given. */
    public List<String> tooLarge(GameProvider provider, Collection<String> names) {
        Optional<PrecomputedData> data = provider.precomputedData();
        if (data.isEmpty()) {
            return List.of();
        }
        return names.stream().filter(part -> data.get().maxSavedBytes(part) > maxPartBytes).toList();
    }

    /**
     * Makes ready the parts among these within the limit, in the order given; completed at once when they are
     * ready already. Completes exceptionally when one could not be made (the others are still made).
     */
    public CompletableFuture<Void> prepare(GameProvider provider, Collection<String> names) {
        Optional<PrecomputedData> data = provider.precomputedData();
        if (data.isEmpty() || names.isEmpty()) {
            return CompletableFuture.completedFuture(null);
        }
        List<CompletableFuture<Void>> waits = new ArrayList<>();
        for (String part : names) {
            if (data.get().isReady(part) || data.get().maxSavedBytes(part) > maxPartBytes) {
                continue;
            }
            waits.add(parts.computeIfAbsent(provider.id() + "/" + part,
                    key -> CompletableFuture.runAsync(() -> make(data.get(), provider.id(), part), worker)));
        }
        return CompletableFuture.allOf(waits.toArray(CompletableFuture[]::new));
    }

    /** Loads the part from the folder, or computes it and keeps it there. */
    private void make(PrecomputedData data, String gameId, String part) {
        if (data.isReady(part)) {
            return;
        }
        String name = gameId + "'s part " + part;
        if (folder.isPresent() && folder.get().holds(gameId, part)) {
            try {
                folder.get().load(data, gameId, part);
                report.accept("loaded " + name + " from " + folder.get().file(gameId, part));
                return;
            } catch (IOException | IllegalArgumentException e) {
                report.accept(folder.get().file(gameId, part) + ": skipped, computed afresh: " + e.getMessage());
            }
        }
        long started = System.nanoTime();
        try {
            if (folder.isPresent()) {
                folder.get().save(data, gameId, part);
            } else {
                data.save(part);
            }
        } catch (IOException e) {
            report.accept("computed " + name + " but could not keep it: " + e.getMessage());
            return;
        } catch (RuntimeException | OutOfMemoryError e) {
            report.accept("could not compute " + name + ": " + e);
            throw e instanceof RuntimeException runtime ? runtime : new IllegalStateException(e);
        }
        report.accept("computed " + name + " in " + Duration.ofNanos(System.nanoTime() - started).toSeconds() + " s"
                + folder.map(kept -> ", kept in " + kept.file(gameId, part)).orElse(""));
    }

    /** Stops the thread; a part being computed is abandoned. */
    @Override
    public void close() {
        worker.shutdownNow();
    }
}
