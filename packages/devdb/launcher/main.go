// Command devdb-launcher embeds FerretDB (SQLite backend) so that local runs and tests
// have a MongoDB-compatible database without a MongoDB server on the machine.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:0", "TCP address to listen on (port 0 picks a free one)")
	dataDir := flag.String("data", "./data", "directory holding the SQLite files")
	flag.Parse()

	if err := os.MkdirAll(*dataDir, 0o755); err != nil {
		fmt.Fprintf(os.Stderr, "devdb: cannot create data directory: %v\n", err)
		os.Exit(1)
	}

	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dataDir + "/",
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "devdb: %v\n", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	done := make(chan struct{})
	go func() {
		_ = f.Run(ctx)
		close(done)
	}()

	// MongoDBURI blocks until the listener is bound, so the port is known here.
	fmt.Printf("READY %s\n", f.MongoDBURI())

	// Stop when our parent goes away too: stdin closes when the parent process dies.
	go func() {
		buf := make([]byte, 1)
		for {
			if _, err := os.Stdin.Read(buf); err != nil {
				stop()
				return
			}
		}
	}()

	<-done
	// Give SQLite a moment to flush before exiting.
	time.Sleep(50 * time.Millisecond)
}
