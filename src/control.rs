//! The running daemon's door for the GM's command line: while it runs, it alone has the
//! store open, so `engarde status`, `backup`, `export`, `add-player` and every `engarde gm`
//! command ask it through a Unix socket in the store's directory (`engarde.sock`, as private
//! as the store itself).
//!
//! The protocol: one request line (a [`Request`] as JSON), then the daemon answers `ok` or
//! `error: <why>` on a line, the body after it, and closes. The answer is computed by the
//! same function the command line uses on a store it opens itself ([`answer`]), so the two
//! cannot differ. A request that changes the game waits until the daemon's round is over
//! (the game's desk, [`Game::desk`]), and the daemon sends the mail it queued at once.

use crate::config::{format_utc, parse_utc};
use crate::game::Game;
use crate::game::gm::{self, Decision};
use crate::game::status;
use crate::render::Message;
use anyhow::{Context, bail};
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The socket of the daemon whose store is at `store`.
pub fn socket_of(store: &Path) -> PathBuf {
    store.join("engarde.sock")
}

/// What the command line may ask.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    Status,
    StatusJson,
    Export,
    Backup,
    /// A newcomer, his character rolled now and his welcome queued.
    AddPlayer {
        name: String,
        email: String,
    },
    /// A GM's command, as by email.
    Gm(GmCommand),
}

/// The GM's commands from the command line (`engarde gm ...`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GmCommand {
    /// The open items of his queue.
    Queue,
    /// An item approved, as the clerk understood it or with these orders instead.
    Approve { id: u64, corrected: Option<String> },
    /// An item rejected; its sender is told why.
    Reject { id: u64, reason: String },
    /// The current turn's deadline, `YYYY-MM-DDTHH:MM:SSZ`.
    Deadline { at: String },
    /// A dry run of the current turn.
    Preview,
    /// The last turn undone, if none of its results has gone.
    Rollback,
    /// A message to every player.
    Broadcast { text: String },
    /// A nobleman's lands invaded by the enemy, or recovered (003, 6.0.6).
    Lands { name: String, invaded: bool },
}

impl Request {
    /// Whether answering changes the game (and may queue mail).
    pub fn changes_the_game(&self) -> bool {
        match self {
            Request::Status | Request::StatusJson | Request::Export | Request::Backup => false,
            Request::AddPlayer { .. } => true,
            Request::Gm(command) => !matches!(command, GmCommand::Queue | GmCommand::Preview),
        }
    }
}

/// The most a request line may hold: corrected orders are a letter (1 MiB by default).
const MAX_REQUEST: u64 = 8 << 20;

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
        Request::AddPlayer { name, email } => {
            let p = game.add_player(&name, &email)?;
            let mail = crate::game::welcome(game, &p, &format!("added.{}", p.character))?;
            game.store.queue_mails(vec![mail])?;
            writeln!(
                out,
                "{} joins as {} (password {}); welcomed by mail when the daemon next sends.",
                p.email, p.character, p.password
            )?;
        }
        Request::Gm(command) => obey(game, command, out)?,
    }
    Ok(())
}

/// Item `id` decided, and the GM told so.
fn decided(game: &Game, id: u64, decision: Decision, out: &mut impl Write) -> anyhow::Result<()> {
    let approved = matches!(decision, Decision::Approve { .. });
    game.decide(id, decision)?;
    let whose = game.whose(id);
    let said = Message::Decided {
        item: id,
        approved,
        whose: &whose,
    };
    write!(out, "{}", said.text(game.config.game.language))?;
    Ok(())
}

/// The GM's command from the command line: the same steps as his command by email.
fn obey(game: &Game, command: GmCommand, out: &mut impl Write) -> anyhow::Result<()> {
    let language = game.config.game.language;
    match command {
        GmCommand::Queue => {
            let open: Vec<_> = game
                .store
                .gm_items()?
                .into_iter()
                .filter(|i| i.open)
                .collect();
            if open.is_empty() {
                writeln!(out, "{}", Message::QueueEmpty.text(language).trim_end())?;
            }
            for item in open {
                writeln!(out, "{}", gm::describe(&item, language))?;
            }
        }
        GmCommand::Approve { id, corrected } => {
            decided(game, id, Decision::Approve { corrected }, out)?
        }
        GmCommand::Reject { id, reason } => decided(game, id, Decision::Reject { reason }, out)?,
        GmCommand::Deadline { at } => {
            let turn = game.store.require_game()?.turn;
            let secs =
                parse_utc(&at).with_context(|| format!("{at:?} is not YYYY-MM-DDTHH:MM:SSZ"))?;
            game.store.set_deadline(turn, secs)?;
            let at = format_utc(secs);
            write!(
                out,
                "{}",
                Message::DeadlineSet { turn, at: &at }.text(language)
            )?;
        }
        GmCommand::Preview => write!(out, "{}", game.preview()?)?,
        GmCommand::Rollback => match game.store.rollback()? {
            Ok(turn) => writeln!(out, "{}", Message::RolledBack { turn }.text(language))?,
            Err(why) => bail!(Message::NotRolledBack { why: &why }.text(language)),
        },
        GmCommand::Lands { name, invaded } => {
            let set = game.set_lands(&name, invaded)?;
            write!(out, "{}", set.message().text(language))?;
        }
        GmCommand::Broadcast { text } => {
            let id = crate::clerk::letter_id(text.as_bytes());
            let from = format!("{} <{}>", game.config.game.name, game.config.addresses.gm);
            let mails = game.broadcast(&id, &from, &text)?;
            let count = mails.len();
            game.store.queue_mails(mails)?;
            writeln!(out, "{}", Message::Queued { count }.text(language))?;
        }
    }
    Ok(())
}

/// Serves the socket until the task is dropped: each connection on a blocking thread of its
/// own, reading the store the daemon has open (a backup pauses its writes while it runs). A
/// request that changes the game takes the desk (between two rounds), then `wake`s the
/// daemon to send what it queued.
pub async fn serve(
    game: Arc<Game>,
    path: PathBuf,
    wake: Arc<tokio::sync::Notify>,
) -> std::io::Result<()> {
    // We hold the store's lock: a socket there is a dead daemon's.
    let _ = std::fs::remove_file(&path);
    let listener = tokio::net::UnixListener::bind(&path)?;
    tracing::info!(socket = %path.display(), "listening for the GM's command line");
    loop {
        let (stream, _) = listener.accept().await?;
        let game = Arc::clone(&game);
        let wake = Arc::clone(&wake);
        let stream = stream.into_std()?;
        tokio::task::spawn_blocking(move || {
            if let Err(e) = serve_one(&game, stream, &wake) {
                tracing::warn!(error = %e, "a command-line request failed");
            }
        });
    }
}

fn serve_one(game: &Game, stream: UnixStream, wake: &tokio::sync::Notify) -> anyhow::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_read_timeout(Some(std::time::Duration::from_secs(10)))?;
    let mut line = String::new();
    BufReader::new(stream.try_clone()?)
        .take(MAX_REQUEST)
        .read_line(&mut line)?;
    let mut out = std::io::BufWriter::new(stream);
    let request: Request = match serde_json::from_str(line.trim()) {
        Ok(request) => request,
        Err(e) => {
            writeln!(out, "error: not a request this daemon knows ({e})")?;
            return Ok(());
        }
    };
    if request.changes_the_game() {
        let answered = {
            let _desk = game.desk.blocking_lock();
            let mut body = Vec::new();
            answer(game, request, crate::daemon::now(), &mut body).map(|()| body)
        };
        wake.notify_one();
        match answered {
            Ok(body) => {
                writeln!(out, "ok")?;
                out.write_all(&body)?;
            }
            Err(e) => writeln!(out, "error: {e:#}")?,
        }
        out.flush()?;
        return Ok(());
    }
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
    writeln!(stream, "{}", serde_json::to_string(&request)?)?;
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
