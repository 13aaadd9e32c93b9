//! Mail throughput through the real servers (deploy/mailstack: Postfix + Dovecot on
//! loopback), against Postfix's own yardstick:
//!
//! - `turn_200_players`: a 200-player turn from RESOLVE (standing orders, resolution,
//!   rendering, the one flushed commit) to the last of its [`TURN_MAILS`] mails (a result
//!   for each player, the newspaper, the GM's report) accepted by Postfix.
//! - `ingest_1000_orders`: 1,000 order emails waiting in the IMAP inbox, fetched and filed a
//!   batch at a time (one flushed write a batch), moved to Processed, then their
//!   acknowledgements accepted by Postfix, as the daemon's round does it.
//! - `ack_one_letter`: the running daemon (`engarde run`, IMAP IDLE), one letter handed to
//!   Postfix until its acknowledgement lands in the player's Maildir: what a player waits
//!   (the goal: under a second).
//! - `smtp_source_turn` / `smtp_source_1000`: Postfix's `smtp-source` handing the same number
//!   of mails (the turn's [`TURN_MAILS`]; the ingest's 1,000 acknowledgements) to the same
//!   smtpd (10 sessions in parallel).
//!
//! Each game is opened and its founding players' welcome mails are sent before anything is
//! timed, as a real game sends them weeks before its first deadline: left in the outbox,
//! they went out with the turn's mail and the ingest's acknowledgements, and the turn was
//! timed for 402 mails against smtp-source's 200. The timed runs count what they send, so
//! that cannot happen again unnoticed.
//!
//! The game's SMTP pool is set to smtp-source's session count ([`SESSIONS`]), so the ratio
//! compares the same parallelism, and every timed run waits first until Postfix's queue is
//! empty (`settle`), so none pays for the delivery of the runs before it. Sample sizes are
//! criterion's minimum (10); the whole run takes a few minutes. The medians, the ratios to
//! smtp-source and each stage's median (the turn: resolution, rendering, the commit, the
//! sending; the ingest: fetching, filing, moving, the sending of the acknowledgements) are
//! printed at the end. Without the mail stack the
//! bench says why and does nothing.

#[path = "../tests/e2e/mod.rs"]
mod e2e;

use criterion::{Criterion, SamplingMode};
use e2e::Stack;
use engarde::config::Config;
use engarde::daemon::{self, Inbox, inbox_of, transport_of};
use engarde::game::Game;
use engarde::post::{self, PostPolicy};
use engarde::turn;
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime};

static TIMES: Mutex<Vec<(&'static str, Duration)>> = Mutex::new(Vec::new());

/// smtp-source's parallel sessions (`-s`), and so the game's SMTP pool.
const SESSIONS: usize = 10;

/// The players of the timed games.
const PLAYERS: usize = 200;
/// What a turn of [`PLAYERS`] sends: a result each, the newspaper, the GM's report.
const TURN_MAILS: usize = PLAYERS + 2;
/// The order letters of a timed ingest, and so its acknowledgements.
const LETTERS: usize = 1000;

/// The stages of a turn and of an ingest, in the order they run.
const TURN_STAGES: [&str; 4] = [
    "turn: resolution",
    "turn: rendering",
    "turn: commit",
    "turn: sending",
];
const INGEST_STAGES: [&str; 4] = [
    "ingest: fetching",
    "ingest: filing",
    "ingest: moving",
    "ingest: sending",
];

fn record(name: &'static str, d: Duration) {
    TIMES.lock().unwrap().push((name, d));
}

fn players(n: usize) -> Vec<(String, String)> {
    (0..n)
        .map(|i| {
            (
                format!("Duelliste Numero {i}"),
                format!("p{i}@players.example"),
            )
        })
        .collect()
}

/// A fresh game of `n` players against the stack, in a fresh folder, its welcome mails sent
/// and delivered (none of the timed work).
fn new_game(stack: &Stack, rt: &tokio::runtime::Runtime, n: usize) -> (tempfile::TempDir, Game) {
    let dir = tempfile::tempdir().unwrap();
    let list = players(n);
    let refs: Vec<(&str, &str)> = list.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let path = stack.config(dir.path(), &refs, "");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("pool = 4"),
        "the stack's configuration changed"
    );
    std::fs::write(
        &path,
        text.replace("pool = 4", &format!("pool = {SESSIONS}")),
    )
    .unwrap();
    let game = Game::open(Config::load(&path).unwrap()).unwrap();
    game.create().unwrap();
    let welcomed = rt.block_on(send_all(&game));
    assert_eq!(welcomed, n, "a welcome for each founding player");
    settle(stack);
    (dir, game)
}

fn policy() -> PostPolicy {
    PostPolicy {
        retry: Duration::from_secs(1),
        ..PostPolicy::default()
    }
}

/// Drains the game's outbox until every mail is accepted; how many were sent.
async fn send_all(game: &Game) -> usize {
    let transport = transport_of(&game.config).unwrap();
    let mut sent = 0;
    while !game.store.pending_mail().unwrap().is_empty() {
        let r = post::drain_with(&game.store, &transport, SystemTime::now(), &policy())
            .await
            .unwrap();
        assert!(r.failed.is_empty(), "{:?}", r.failed);
        sent += r.sent.len();
    }
    sent
}

/// Resolve, render, commit, then drain until every mail is accepted; each stage timed (the
/// steps of `Game::resolve`, which has no web site to write here).
async fn turn(game: &Game) {
    let t = Instant::now();
    game.carry_standing_orders().unwrap();
    let r = turn::resolve(&game.config, &game.store, None).unwrap();
    record(TURN_STAGES[0], t.elapsed());
    let t = Instant::now();
    let mails = turn::render_turn(
        &game.config,
        &game.store,
        &game.renderer,
        &r.record,
        &r.before,
        &r.outcome,
        &r.orders,
    )
    .unwrap();
    record(TURN_STAGES[1], t.elapsed());
    let t = Instant::now();
    game.store
        .close_turn(&r.record, &r.outcome.world, mails)
        .unwrap();
    record(TURN_STAGES[2], t.elapsed());
    let t = Instant::now();
    let sent = send_all(game).await;
    record(TURN_STAGES[3], t.elapsed());
    assert_eq!(sent, TURN_MAILS, "the turn's mails, no more, no fewer");
}

/// Hands `n` order letters (from the game's players, with their passwords) to Postfix for
/// the orders inbox, and waits until Dovecot shows them all.
/// One letter from `player` handed to Postfix, timed until a new mail (its
/// acknowledgement) is in the player's Maildir.
async fn acknowledged(stack: &Stack, player: &(String, String, String), n: usize) -> Duration {
    let (email, name, password) = player;
    let (user, domain) = email.split_once('@').unwrap();
    let new = stack.dir.join("mail").join(domain).join(user).join("new");
    let count = || std::fs::read_dir(&new).map_or(0, |d| d.count());
    let before = count();
    let raw = format!(
        "From: {email}\r\nTo: orders@engarde.example\r\nSubject: orders\r\nMessage-ID: <ack-{n}@players.example>\r\nDate: Mon, 30 Nov 2026 10:00:00 +0000\r\n\r\nCharacter: {name}\r\nPassword: {password}\r\nWeek 1: Practise with the rapier\r\nWeek 2: rest\r\nWeek 3: rest\r\nWeek 4: rest\r\n"
    );
    let start = Instant::now();
    stack
        .send(email, "orders@engarde.example", raw.as_bytes())
        .await;
    while count() <= before {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no acknowledgement within a minute"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    start.elapsed()
}

async fn deliver_orders(stack: &Stack, game: &Game, n: usize, run: usize) {
    let players = game.store.players().unwrap();
    let world = game.store.world(1).unwrap().unwrap();
    let mails: Vec<(String, Vec<u8>)> = (0..n)
        .map(|i| {
            let p = &players[i % players.len()];
            let name = &world.characters[&p.character].name;
            let raw = format!(
                "From: {email}\r\nTo: orders@engarde.example\r\nSubject: orders\r\nMessage-ID: <bench-{run}-{i}@players.example>\r\nDate: Mon, 30 Nov 2026 10:00:00 +0000\r\n\r\nCharacter: {name}\r\nPassword: {pw}\r\nWeek 1: Practise with the rapier\r\nWeek 2: Practise with the rapier\r\nWeek 3: rest\r\nWeek 4: rest\r\n",
                email = p.email,
                pw = p.password
            );
            (p.email.clone(), raw.into_bytes())
        })
        .collect();
    for chunk in mails.chunks(20) {
        futures_util::future::join_all(
            chunk
                .iter()
                .map(|(from, raw)| stack.send(from, "orders@engarde.example", raw)),
        )
        .await;
    }
    let start = Instant::now();
    while count_inbox(stack).await < n {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "delivery stalled"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn count_inbox(stack: &Stack) -> usize {
    let tcp = tokio::net::TcpStream::connect(("127.0.0.1", stack.imap))
        .await
        .unwrap();
    let mut client = async_imap::Client::new(tcp);
    client.read_response().await.unwrap();
    let mut s = client
        .login("orders@engarde.example", "secret")
        .await
        .map_err(|e| e.0)
        .unwrap();
    let n = s.select("INBOX").await.unwrap().exists as usize;
    let _ = s.logout().await;
    n
}

/// Files every letter in the IMAP inbox and sends the acknowledgements.
async fn ingest(game: &Game, n: usize) {
    let mut inbox = inbox_of(&game.config).unwrap();
    let Inbox::Imap(imap) = &mut inbox else {
        panic!("the bench's game reads IMAP");
    };
    let mut filed = 0;
    let mut stages = [Duration::ZERO; 3];
    while filed < n {
        let r = game.poll_imap(imap, daemon::now()).await.unwrap();
        filed += r.filed;
        stages[0] += r.fetching;
        stages[1] += r.filing;
        stages[2] += r.moving;
    }
    for (name, d) in INGEST_STAGES.iter().zip(stages) {
        record(name, d);
    }
    let t = Instant::now();
    let sent = send_all(game).await;
    record(INGEST_STAGES[3], t.elapsed());
    assert_eq!(sent, n, "an acknowledgement for each letter, no more");
    imap.logout().await;
}

/// Waits until Postfix has handed every mail of the runs before to Dovecot, so that each
/// timed run, smtp-source's and engarde's alike, starts with an idle mail stack (20,000 mails
/// of smtp-source take Postfix a while to deliver after they were accepted).
fn settle(stack: &Stack) {
    let spool = stack.dir.join("postfix/spool");
    let start = Instant::now();
    let queued = || {
        ["maildrop", "incoming", "active", "deferred"]
            .iter()
            .map(|q| count_files(&spool.join(q)))
            .sum::<usize>()
    };
    while queued() > 0 {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "Postfix's queue does not empty"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn count_files(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |entries| {
        entries
            .filter_map(|e| e.ok())
            .map(|e| {
                if e.file_type().is_ok_and(|t| t.is_dir()) {
                    count_files(&e.path())
                } else {
                    1
                }
            })
            .sum()
    })
}

fn smtp_source(stack: &Stack, n: usize) -> Duration {
    settle(stack);
    let start = Instant::now();
    let ok = Command::new("smtp-source")
        .args(["-s", &SESSIONS.to_string(), "-m", &n.to_string(), "-c"])
        .args(["-f", "a@x"])
        .args(["-t", "b@engarde.example"])
        .arg(format!("127.0.0.1:{}", stack.smtp))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "smtp-source failed");
    start.elapsed()
}

fn median(name: &str) -> Option<Duration> {
    let mut v: Vec<Duration> = TIMES
        .lock()
        .unwrap()
        .iter()
        .filter(|(n, _)| *n == name)
        .map(|(_, d)| *d)
        .collect();
    v.sort();
    v.get(v.len() / 2).copied()
}

fn mail(c: &mut Criterion) {
    let Some(stack) = Stack::start("bench") else {
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut g = c.benchmark_group("mail");
    g.sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(1))
        .measurement_time(Duration::from_secs(1));

    g.bench_function("smtp_source_turn", |b| {
        b.iter_custom(|iters| {
            (0..iters)
                .map(|_| {
                    let d = smtp_source(&stack, TURN_MAILS);
                    record("smtp_source_turn", d);
                    d
                })
                .sum()
        })
    });
    g.bench_function("smtp_source_1000", |b| {
        b.iter_custom(|iters| {
            (0..iters)
                .map(|_| {
                    let d = smtp_source(&stack, LETTERS);
                    record("smtp_source_1000", d);
                    d
                })
                .sum()
        })
    });
    g.bench_function("turn_200_players", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let (_dir, game) = new_game(&stack, &rt, PLAYERS);
                let start = Instant::now();
                rt.block_on(turn(&game));
                let d = start.elapsed();
                record("turn_200_players", d);
                total += d;
            }
            total
        })
    });
    let mut run = 0;
    g.bench_function("ingest_1000_orders", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                run += 1;
                let (_dir, game) = new_game(&stack, &rt, PLAYERS);
                rt.block_on(deliver_orders(&stack, &game, LETTERS, run));
                settle(&stack);
                let start = Instant::now();
                rt.block_on(ingest(&game, LETTERS));
                let d = start.elapsed();
                record("ingest_1000_orders", d);
                total += d;
            }
            total
        })
    });
    // The daemon as players meet it: one letter at a time, answered through IDLE.
    let (dir, game) = new_game(&stack, &rt, 3);
    let config = dir.path().join("game.toml");
    let player = {
        let p = game.store.players().unwrap().remove(0);
        let world = game.store.world(1).unwrap().unwrap();
        let name = world.characters[&p.character].name.clone();
        (p.email, name, p.password)
    };
    drop(game);
    let mut child = e2e::daemon(&config, dir.path());
    let mut letter = 0;
    g.bench_function("ack_one_letter", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                letter += 1;
                let d = rt.block_on(acknowledged(&stack, &player, letter));
                record("ack_one_letter", d);
                total += d;
            }
            total
        })
    });
    e2e::terminate(&mut child);
    g.finish();

    let show = |name: &str| median(name).map_or("-".into(), |d| format!("{d:.2?}"));
    eprintln!("\nmedians (every timed run, warm-up included):");
    for name in [
        "smtp_source_turn",
        "turn_200_players",
        "smtp_source_1000",
        "ingest_1000_orders",
        "ack_one_letter",
    ] {
        eprintln!("  {name:20} {}", show(name));
    }
    if let (Some(t), Some(s)) = (median("turn_200_players"), median("smtp_source_turn")) {
        eprintln!(
            "  a {PLAYERS}-player turn takes {:.1}x smtp-source's time for its {TURN_MAILS} mails",
            t.as_secs_f64() / s.as_secs_f64()
        );
    }
    if let (Some(t), Some(s)) = (median("ingest_1000_orders"), median("smtp_source_1000")) {
        eprintln!(
            "  ingesting 1,000 orders takes {:.1}x smtp-source's time for 1,000 mails ({:.0} letters/s)",
            t.as_secs_f64() / s.as_secs_f64(),
            1000.0 / t.as_secs_f64()
        );
    }
    eprintln!("stages (medians, each run's stages summed over its polls and drains):");
    for name in TURN_STAGES.iter().chain(&INGEST_STAGES) {
        eprintln!("  {name:20} {}", show(name));
    }
}

criterion::criterion_group!(benches, mail);
criterion::criterion_main!(benches);
