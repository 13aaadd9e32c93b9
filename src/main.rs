//! The `engarde` command: the daemon, the demo, and the GM's tools.

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand};
use engarde::config::Config;
use engarde::control::GmCommand;
use engarde::game::Game;
use engarde::rules::review;
use engarde::{control, daemon, demo, orders, turn};
use std::io::Read;
use std::path::{Path, PathBuf};

#[derive(Parser)]
#[command(
    name = "engarde",
    version,
    about = "A play-by-email daemon for En Garde!"
)]
struct Cli {
    /// How the log (on stderr) is written: "text" for people, "json" (one object per line)
    /// for a log collector. Colours only on a terminal, and never with NO_COLOR set.
    #[arg(long, global = true, value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum ConfigCommand {
    /// Loads and validates the configuration, then tries the inbox and the outbox once each
    /// (IMAP login and mailbox, SMTP greeting, TLS and login; nothing is sent) and says
    /// what is wrong. Exit 1 when something is.
    Check {
        #[arg(long)]
        config: PathBuf,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

/// The log on stderr, filtered by RUST_LOG (default `engarde=info`): plain text unless
/// stderr is a terminal and NO_COLOR (https://no-color.org) is unset or empty.
fn init_logging(format: LogFormat, quiet: bool) {
    use std::io::IsTerminal;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| {
        if quiet {
            "engarde=warn"
        } else {
            "engarde=info"
        }
        .into()
    });
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Json => builder.json().with_ansi(false).init(),
        LogFormat::Text => builder
            .with_ansi(std::io::stderr().is_terminal() && !no_color)
            .init(),
    }
}

#[derive(Subcommand)]
enum Command {
    /// Play three months of a demo game (config/demo/): its players' letters in, filed,
    /// answered and resolved by the daemon's rounds; every mail out as an .eml file, and the
    /// web site. No mail server needed.
    Demo {
        /// Where the store, the inbox, the outbox and the web site go.
        #[arg(long, default_value = "out")]
        out: PathBuf,
        /// "en": the rulebook's game in English; "es": a Spanish game of Preux et audacieux.
        #[arg(long, default_value = "en")]
        language: String,
    },
    /// Parse one order email (or its text) and show what was understood. Exit 1 if anything
    /// was not.
    Check {
        /// The file, or - for standard input.
        file: String,
        /// Print JSON for machines.
        #[arg(long)]
        json: bool,
        /// Also lay the names of people against this game (with "did you mean").
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// Create the game of a configuration: roll its players' characters, the ladies, the
    /// regiments.
    NewGame {
        #[arg(long)]
        config: PathBuf,
    },
    /// Add a player to a running game (his character is rolled now). Works while the daemon
    /// runs (it adds him, and sends his welcome at once).
    AddPlayer {
        #[arg(long)]
        config: PathBuf,
        #[arg(long)]
        name: String,
        #[arg(long)]
        email: String,
    },
    /// List the players, their characters and passwords.
    Players {
        #[arg(long)]
        config: PathBuf,
    },
    /// Run the daemon: poll the inbox, resolve each turn at its deadline, send the mail.
    Run {
        #[arg(long)]
        config: PathBuf,
    },
    /// Resolve the current turn now (the deadline is brought forward) and send its mail.
    Resolve {
        #[arg(long)]
        config: PathBuf,
    },
    /// What a GM asks every morning: the turn, the deadline, who has sent orders and who
    /// not, what waits in his queue. Works while the daemon runs (it answers).
    Status {
        #[arg(long)]
        config: PathBuf,
        /// As JSON.
        #[arg(long)]
        json: bool,
    },
    /// A consistent snapshot of the store into OUT (checked once written), while the daemon
    /// runs or not.
    Backup {
        #[arg(long)]
        config: PathBuf,
        out: PathBuf,
    },
    /// Recreates the game's store from a backup. The store's path must hold no game (move
    /// the old one aside first), and no daemon may run on it.
    Restore {
        #[arg(long)]
        config: PathBuf,
        backup: PathBuf,
    },
    /// The game as JSON for a GM's own tools: players, every turn with its events, every
    /// world, every order filed, the GM's queue. Works while the daemon runs.
    Export {
        #[arg(long)]
        config: PathBuf,
    },
    /// The configuration's own commands.
    Config {
        #[command(subcommand)]
        command: ConfigCommand,
    },
    /// Replay a resolved turn from the store and check it gives the same events.
    Replay {
        #[arg(long)]
        config: PathBuf,
        #[arg(long)]
        turn: u32,
    },
    /// Simulate a duel many times with different seeds and print the odds: a tool for
    /// players and GMs. Duellists are NAME,STRENGTH,EXPERTISE,ENDURANCE,WEAPON, or, with
    /// --config, the names of two characters of the game (with their standing duel orders).
    Duel {
        a: String,
        b: String,
        /// A game whose characters are named.
        #[arg(long)]
        config: Option<PathBuf>,
        /// A's sequence in duel codes ("X L X CL K X X X"); default: a random valid one.
        #[arg(long)]
        seq_a: Option<String>,
        #[arg(long)]
        seq_b: Option<String>,
        #[arg(long, default_value_t = 1000)]
        runs: u32,
        /// A phrase, or 64 hex digits.
        #[arg(long, default_value = "engarde duel")]
        seed: String,
        /// A duel to first blood.
        #[arg(long)]
        first_blood: bool,
        /// Also print one duel blow by blow.
        #[arg(long)]
        show: bool,
    },
    /// The GM's commands (while the daemon runs too: it obeys between two rounds, and sends
    /// what they queue at once): the queue of letters waiting for a decision, approvals,
    /// rejections, the deadline, a preview, a rollback, a broadcast.
    Gm {
        #[arg(long)]
        config: PathBuf,
        #[command(subcommand)]
        action: GmAction,
    },
}

#[derive(Subcommand)]
enum GmAction {
    /// List the queue.
    Queue,
    /// Approve an item, as the clerk understood it or with corrected orders.
    Approve {
        id: u64,
        /// A file with the corrected order text.
        #[arg(long)]
        orders: Option<PathBuf>,
    },
    /// Reject an item; the player is told why.
    Reject {
        id: u64,
        #[arg(long)]
        reason: String,
    },
    /// Set (or move) the current turn's deadline: YYYY-MM-DDTHH:MM:SSZ.
    Deadline { at: String },
    /// A dry run of the current turn: every mail it would send, printed; nothing committed.
    Preview,
    /// Undo the last resolved turn, if none of its results has been sent.
    Rollback,
    /// Send a message to every player.
    Broadcast { text: String },
    /// Declare a nobleman's lands invaded by the enemy (003, 6.0.6): no pension, and his
    /// title's status points lost each month he ends in Paris. NAME: his name, or a part of it
    /// that names him alone.
    Invade { name: String },
    /// Declare his lands recovered: his pensions are paid again.
    Recover { name: String },
}

fn open(config: &Path) -> Result<Game> {
    Game::open(Config::load(config)?)
}

/// Answers `request` from the game's store, opened here, or, while the daemon has it open,
/// through the daemon (the same answer either way).
fn ask_game(config: &Path, request: control::Request, out: &mut impl std::io::Write) -> Result<()> {
    let config = Config::load(config)?;
    let store = config.resolve(&config.storage.path);
    match Game::open(config) {
        Ok(game) => control::answer(&game, request, daemon::now(), out),
        Err(e)
            if matches!(
                e.downcast_ref::<engarde::store::StoreError>(),
                Some(engarde::store::StoreError::InUse(_))
            ) =>
        {
            control::ask(&store, request, out)
        }
        Err(e) => Err(e),
    }
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    // The demo tells its story on standard output; its rounds log only what went wrong.
    let quiet = matches!(cli.command, Command::Demo { .. });
    init_logging(cli.log_format, quiet);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    match cli.command {
        Command::Demo { out, language } => {
            let Some(game) = engarde::vocab::Language::from_id(&language).and_then(demo::game_of)
            else {
                bail!("--language {language}: the demo is played in \"en\" or \"es\"");
            };
            let report = runtime.block_on(demo::run(game, &out))?;
            print!("{}", report.summary);
        }
        Command::Check { file, json, config } => {
            // The daemon's size limit: the game's, else the default (1 MiB). Nothing past it
            // is read.
            let limit = match &config {
                Some(c) => Config::load(c)?.inbox.max_bytes,
                None => engarde::mail::letter::Limits::default().max_bytes,
            };
            let mut raw = Vec::new();
            let source: Box<dyn Read> = if file == "-" {
                Box::new(std::io::stdin())
            } else {
                Box::new(std::fs::File::open(&file).with_context(|| format!("reading {file}"))?)
            };
            source
                .take(limit as u64 + 1)
                .read_to_end(&mut raw)
                .with_context(|| format!("reading {file}"))?;
            if raw.len() > limit {
                bail!(
                    "{file} is larger than {limit} bytes, the most the game reads of a letter \
                     (the daemon refuses it unread and tells the GM)"
                );
            }
            // An email is read as a letter first; plain text is taken as it is.
            let (text, quoted) = match engarde::mail::read_letter(&raw) {
                Some(letter) if raw.windows(5).any(|w| w.eq_ignore_ascii_case(b"from:")) => {
                    (letter.text, letter.quoted)
                }
                _ => (String::from_utf8_lossy(&raw).into_owned(), String::new()),
            };
            // Stage two: laid against the game when one is given, else against the rules of
            // the letter's language.
            let sheet = match &config {
                Some(config) => {
                    let mut sheet = orders::parse_orders_in(&text, &quoted);
                    let game = open(config)?;
                    let (_, world) = current_world(&game)?;
                    let character = sheet
                        .character
                        .as_deref()
                        .and_then(|n| world.character_named(n));
                    let against = review::Against {
                        rulebook: &game.config.house_rules,
                        world: Some(&world),
                        character,
                    };
                    review::review(&mut sheet, &text, &against);
                    sheet
                }
                None => review::read_without_game_in(&text, &quoted),
            };
            let shown = if json {
                serde_json::to_string_pretty(&sheet)? + "\n"
            } else {
                orders::describe(&sheet)
            };
            write_out(&shown)?;
            if !sheet.diagnostics.is_empty() {
                std::process::exit(1);
            }
        }
        Command::NewGame { config } => {
            let game = open(&config)?;
            let players = game.create()?;
            println!(
                "Game created: {} ({} players). Each is welcomed by mail (character sheet,",
                game.config.game.name,
                players.len()
            );
            println!("password, deadline, how to write orders) when the daemon first runs.");
            for p in players {
                println!("  {} <{}>  password {}", p.character, p.email, p.password);
            }
        }
        Command::AddPlayer {
            config,
            name,
            email,
        } => {
            let request = control::Request::AddPlayer { name, email };
            ask_game(&config, request, &mut std::io::stdout().lock())?;
        }
        Command::Players { config } => {
            let game = open(&config)?;
            for p in game.store.players()? {
                println!("{}  {}  password {}", p.email, p.character, p.password);
            }
            let gm = &game.config.addresses.gm;
            let gm_password = game
                .config
                .security
                .gm_password
                .as_deref()
                .map(engarde::config::secret)
                .unwrap_or_else(|| engarde::game::password_for(&game.config, gm));
            println!("{gm}  (game master)  password {gm_password}");
        }
        Command::Run { config } => {
            let game = open(&config)?;
            // A wrong password or TLS setting cannot succeed by retrying: say so and stop
            // (an outage, which may pass, is retried by the rounds as before).
            let hopeless: Vec<_> = runtime
                .block_on(engarde::mail::check::check(&game.config))
                .into_iter()
                .filter(|c| c.hopeless())
                .collect();
            if !hopeless.is_empty() {
                for c in &hopeless {
                    eprintln!("{}: {}", c.what, c.outcome.as_ref().err().map_or("", |e| e));
                }
                bail!(
                    "the daemon does not start: retrying cannot mend this (engarde config check \
                     --config {} tries again)",
                    config.display()
                );
            }
            runtime.block_on(async {
                // Listening before the first round, so that a SIGTERM during it stops the
                // daemon cleanly after the round, as during any other.
                let shutdown = shutdown_signal()?;
                daemon::run(game, shutdown).await
            })?;
        }
        Command::Resolve { config } => {
            let game = open(&config)?;
            // The mailboxes are made, used and dropped inside the runtime: lettre's SMTP pool
            // spawns on it when built and when dropped.
            runtime.block_on(async {
                let mut inbox = daemon::inbox_of(&game.config)?;
                let outbox = daemon::transport_of(&game.config)?;
                daemon::round_with(&game, &mut inbox, &outbox, daemon::Deadline::Now).await
            })?;
            println!("Turn resolved; its mail handed to the outbox.");
        }
        Command::Config {
            command: ConfigCommand::Check { config },
        } => {
            let loaded = Config::load(&config)?;
            println!("{}: the configuration is valid.", config.display());
            // The mailboxes need no store: this works while the daemon runs.
            let results = runtime.block_on(engarde::mail::check::check(&loaded));
            let mut failed = false;
            for c in results {
                match c.outcome {
                    Ok(said) => println!("ok    {}: {said}", c.what),
                    Err(why) => {
                        failed = true;
                        println!("FAIL  {}: {why}", c.what);
                    }
                }
            }
            if failed {
                std::process::exit(1);
            }
        }
        Command::Status { config, json } => {
            let request = if json {
                control::Request::StatusJson
            } else {
                control::Request::Status
            };
            let mut out = Vec::new();
            ask_game(&config, request, &mut out)?;
            write_out(&String::from_utf8_lossy(&out))?;
        }
        Command::Export { config } => {
            let mut out = Vec::new();
            ask_game(&config, control::Request::Export, &mut out)?;
            write_out(&String::from_utf8_lossy(&out))?;
        }
        Command::Backup { config, out } => {
            // Written beside OUT, read back whole, then renamed: OUT is a complete backup or
            // is not there.
            let partial = out.with_extension("partial");
            let mut file = std::io::BufWriter::new(
                std::fs::File::create(&partial)
                    .with_context(|| format!("creating {}", partial.display()))?,
            );
            ask_game(&config, control::Request::Backup, &mut file)?;
            let file = file.into_inner().map_err(|e| e.into_error())?;
            file.sync_all()?;
            let (header, entries) =
                engarde::backup::read(std::io::BufReader::new(std::fs::File::open(&partial)?))
                    .with_context(|| format!("checking the backup {}", partial.display()))?;
            std::fs::rename(&partial, &out)?;
            println!(
                "Backup of {}, turn {}: {} entries, checked, in {}.",
                header.game,
                header.turn,
                entries.len(),
                out.display()
            );
        }
        Command::Restore { config, backup } => {
            let (header, entries) = engarde::backup::read(std::io::BufReader::new(
                std::fs::File::open(&backup)
                    .with_context(|| format!("reading {}", backup.display()))?,
            ))
            .with_context(|| format!("reading the backup {}", backup.display()))?;
            let config = Config::load(&config)?;
            let path = config.resolve(&config.storage.path);
            let n = entries.len();
            engarde::store::Store::restore(&path, entries)
                .with_context(|| format!("restoring into {}", path.display()))?;
            println!(
                "Restored {} at turn {} ({n} entries, taken {}) into {}.",
                header.game,
                header.turn,
                engarde::config::format_utc(header.taken_at),
                path.display()
            );
            if header.game != config.game.name {
                println!(
                    "Note: the backup's game is {:?}, this configuration's {:?}.",
                    header.game, config.game.name
                );
            }
        }
        Command::Replay { config, turn: n } => {
            let game = open(&config)?;
            let (stored, replayed) = turn::replay(&game.config, &game.store, n)?;
            if stored != replayed {
                bail!("turn {n} does NOT replay identically");
            }
            println!(
                "Turn {n} replays identically ({} events, seed {}).",
                stored.events.len(),
                stored.seed
            );
        }
        Command::Duel {
            a,
            b,
            config,
            seq_a,
            seq_b,
            runs,
            seed,
            first_blood,
            show,
        } => {
            use engarde::dice::{Seed, SeededDice};
            use engarde::rules::duel::{DuelRules, Duellist, fight};
            let make = |spec: &str, seq: &Option<String>| -> Result<Duellist> {
                let f: Vec<&str> = spec.split(',').map(str::trim).collect();
                let [name, s, e, end, w] = f[..] else {
                    bail!("a duellist is NAME,STRENGTH,EXPERTISE,ENDURANCE,WEAPON, not {spec:?}");
                };
                engarde::duel_cli::duellist(
                    name,
                    s.parse()?,
                    e.parse()?,
                    end.parse()?,
                    w,
                    seq.as_deref().unwrap_or(""),
                )
                .map_err(anyhow::Error::msg)
            };
            let (a, b) = match &config {
                Some(config) => {
                    let game = open(config)?;
                    let (turn, world) = current_world(&game)?;
                    let orders = game.store.orders(turn)?;
                    let find = |name: &str| {
                        world
                            .character_named(name)
                            .cloned()
                            .with_context(|| format!("no character called {name} in this game"))
                    };
                    let (ca, cb) = (find(&a)?, find(&b)?);
                    let standing = |c: &engarde::world::Character| {
                        orders
                            .get(&c.id)
                            .and_then(|o| o.sheet.duel.clone())
                            .unwrap_or_default()
                    };
                    let (mut da, _) = Duellist::from_character(&ca, &standing(&ca), &cb);
                    let (mut db, _) = Duellist::from_character(&cb, &standing(&cb), &ca);
                    for (d, seq) in [(&mut da, &seq_a), (&mut db, &seq_b)] {
                        if let Some(seq) = seq {
                            let (acts, bad) = engarde::rules::duel::parse_codes(seq);
                            if !bad.is_empty() {
                                bail!("duel codes not understood: {bad:?}");
                            }
                            d.sequences = vec![acts];
                        }
                    }
                    (da, db)
                }
                None => (make(&a, &seq_a)?, make(&b, &seq_b)?),
            };
            let rules = DuelRules {
                first_blood,
                ..Default::default()
            };
            let seed = Seed::try_from(seed.clone()).unwrap_or_else(|_| Seed::from_phrase(&seed));
            print!(
                "{}",
                engarde::duel_cli::format_odds(&engarde::duel_cli::odds(
                    &a, &b, &rules, runs, seed
                ))
            );
            if show {
                let mut dice = SeededDice::new(seed);
                print!(
                    "{}",
                    engarde::duel_cli::format_record(&fight(&a, &b, &rules, &mut dice))
                );
            }
        }
        Command::Gm { config, action } => {
            let command = match action {
                GmAction::Queue => GmCommand::Queue,
                GmAction::Approve { id, orders } => GmCommand::Approve {
                    id,
                    corrected: orders
                        .map(|path| {
                            std::fs::read_to_string(&path)
                                .with_context(|| format!("reading {}", path.display()))
                        })
                        .transpose()?,
                },
                GmAction::Reject { id, reason } => GmCommand::Reject { id, reason },
                GmAction::Deadline { at } => GmCommand::Deadline { at },
                GmAction::Preview => GmCommand::Preview,
                GmAction::Rollback => GmCommand::Rollback,
                GmAction::Broadcast { text } => GmCommand::Broadcast { text },
                GmAction::Invade { name } => GmCommand::Lands {
                    name,
                    invaded: true,
                },
                GmAction::Recover { name } => GmCommand::Lands {
                    name,
                    invaded: false,
                },
            };
            let request = control::Request::Gm(command);
            ask_game(&config, request, &mut std::io::stdout().lock())?;
        }
    }
    Ok(())
}

/// A future that completes on SIGTERM or Ctrl-C. The signals are listened for from the call
/// (a signal stream registers when made, not when first polled), inside the runtime.
#[cfg(unix)]
fn shutdown_signal() -> std::io::Result<impl std::future::Future<Output = ()>> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut term = signal(SignalKind::terminate())?;
    let mut interrupt = signal(SignalKind::interrupt())?;
    Ok(async move {
        tokio::select! {
            _ = term.recv() => {}
            _ = interrupt.recv() => {}
        }
    })
}

#[cfg(not(unix))]
fn shutdown_signal() -> std::io::Result<impl std::future::Future<Output = ()>> {
    Ok(async {
        tokio::signal::ctrl_c().await.unwrap_or(());
    })
}

/// Writes `text` to standard output; a reader that went away (`engarde check ... | head`) is
/// no error: what it wanted, it read.
fn write_out(text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        done => Ok(done?),
    }
}

/// The game's current turn and its world.
fn current_world(game: &Game) -> anyhow::Result<(u32, engarde::world::World)> {
    let turn = game.store.require_game()?.turn;
    let world = game
        .store
        .world(turn)?
        .context("the current world is missing")?;
    Ok((turn, world))
}
