package org.tabula.web.store;

/**
 * A process for the crash test: opens the store at {@code args[0]}, makes table {@code args[1]}, commits
 * {@code args[2]} moves, says so on its output and waits to be killed, never closing the store.
 */
public final class CommitThenWait {

    private CommitThenWait() {
    }

    public static void main(String[] args) throws InterruptedException {
        TableStore store = Database.open(args[0]);
        String id = args[1];
        int moves = Integer.parseInt(args[2]);
        store.create(Tables.table(id));
        for (int ply = 1; ply <= moves; ply++) {
            if (!store.commit(id, ply - 1, Tables.move(ply, "m" + ply))) {
                throw new IllegalStateException("Commit of ply " + ply + " refused");
            }
        }
        System.out.println("committed " + moves);
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
