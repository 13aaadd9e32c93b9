//! The running daemon's door for the GM's command line: while it runs, it alone has the
//! store open, so `engarde status`, `backup` and `export` ask it through a Unix socket in
//! the store's directory (`engarde.sock`, as private as the store itself).
//!
//! The protocol: one request line (`status`, `status json`, `export`, `backup`), then the
//! daemon answers `ok` or `error: <why>` on a line, the body after it, and closes. The
//! answer is computed by the same functions the command line uses on a store it opens
//! itself, so the two cannot differ.

use crate::game::Game;
use crate::game::status;
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The socket of the daemon whose store is at `store`.
pub fn socket_of(store: &Path) -> PathBuf {
    store.join("engarde.sock")
}

/// What the command line may ask.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    Status,
    StatusJson,
    Export,
    Backup,
}

impl Request {
    fn line(self) -> &'static str {
        match self {
            Request::Status => "status",
            Request::StatusJson => "status json",
            Request::Export => "export",
            Request::Backup => "backup",
        }
    }

    fn parse(line: &str) -> Option<Request> {
        [
            Request::Status,
            Request::StatusJson,
            Request::Export,
            Request::Backup,
        ]
        .into_iter()
        .find(|r| r.line() == line.trim())
    }
}

/// Answers `request` about `game` into `out`: what the command line prints.
pub fn answer(game: &Game, request: Request, now: i64, out: &mut impl Write) -> anyhow::Result<()> {
    match request {
        Request::Status => write!(out, "{}", status::status(game, now)?)?,
        Request::StatusJson => {
            serde_json::to_writer_pretty(&mut *out, &status::status(game, now)?)?;
            writeln!(out)?;
        }
        Request::Export => {
            serde_json::to_writer_pretty(&mut *out, &status::export(game)?)?;
            writeln!(out)?;
        }
        Request::Backup => {
            crate::backup::write(&game.store, now, out)?;
        }
    }
    Ok(())
}

/// Serves the socket until the task is dropped: each connection on a blocking thread of its
/// own, reading the store the daemon has open (a backup pauses its writes while it runs).
pub async fn serve(game: Arc<Game>, path: PathBuf) -> std::io::Result<()> {
    // We hold the store's lock: a socket there is a dead daemon's.
    let _ = std::fs::remove_file(&path);
    let listener = tokio::net::UnixListener::bind(&path)?;
    tracing::info!(socket = %path.display(), "listening for the GM's command line");
    loop {
        let (stream, _) = listener.accept().await?;
        let game = Arc::clone(&game);
        let stream = stream.into_std()?;
        tokio::task::spawn_blocking(move || {
            if let Err(e) = serve_one(&game, stream) {
                tracing::warn!(error = %e, "a command-line request failed");
            }
        });
    }
}

fn serve_one(game: &Game, stream: UnixStream) -> anyhow::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_read_timeout(Some(std::time::Duration::from_secs(10)))?;
    let mut line = String::new();
    BufReader::new(stream.try_clone()?)
        .take(200)
        .read_line(&mut line)?;
    let mut out = std::io::BufWriter::new(stream);
    let Some(request) = Request::parse(&line) else {
        writeln!(out, "error: unknown request {:?}", line.trim())?;
        return Ok(());
    };
    let now = crate::daemon::now();
    // A backup is streamed: cut short by a failure, it lacks its last line, and the command
    // line, which reads it back, says so.
    if request == Request::Backup {
        writeln!(out, "ok")?;
        answer(game, request, now, &mut out)?;
        out.flush()?;
        return Ok(());
    }
    // Any other answer is built first, so that a failure is said instead of a body cut
    // short.
    let mut body = Vec::new();
    match answer(game, request, now, &mut body) {
        Ok(()) => {
            writeln!(out, "ok")?;
            out.write_all(&body)?;
        }
        Err(e) => writeln!(out, "error: {e:#}")?,
    }
    out.flush()?;
    Ok(())
}

/// Asks the daemon whose store is at `store`; its answer's body goes to `out`.
pub fn ask(store: &Path, request: Request, out: &mut impl Write) -> anyhow::Result<()> {
    let path = socket_of(store);
    let mut stream = UnixStream::connect(&path).map_err(|e| {
        anyhow::anyhow!(
            "the store is in use by another process, and its daemon does not answer on {} \
             ({e}): is another command running on it?",
            path.display()
        )
    })?;
    writeln!(stream, "{}", request.line())?;
    stream.shutdown(std::net::Shutdown::Write)?;
    let mut reader = BufReader::new(stream);
    let mut first = String::new();
    reader.read_line(&mut first)?;
    match first.trim_end() {
        "ok" => {
            std::io::copy(&mut reader, out)?;
            Ok(())
        }
        "" => anyhow::bail!("the daemon closed the connection without an answer"),
        other => anyhow::bail!(
            "the daemon says: {}",
            other.strip_prefix("error: ").unwrap_or(other)
        ),
    }
}
