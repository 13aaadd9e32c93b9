//! The GM's word on a nobleman's lands (003, 6.0.6: the game plays no invasions), by email
//! and on the command line: INVADE and RECOVER change the world the month is played from,
//! say what they did or why they did nothing, and the month plays it.

mod game_fixture;

use engarde::game::{Game, password_for};
use engarde::tables::titles::NobleTitle;
use engarde::world::{CharacterId, Lands};
use game_fixture::{mail, mails_to, new_game};

const GM: &str = "gm@engarde.example";
const RODNEY: &str = "rodney@players.example";

/// The GM's command `body`, with his password, filed and carried out: what he is told.
fn gm_says(game: &Game, id: &str, body: &str) -> String {
    let before: Vec<String> = mails_to(game, GM)
        .into_iter()
        .map(|m| m.message_id)
        .collect();
    let pw = password_for(&game.config, GM);
    let raw = mail(GM, id, &format!("{body}\nPassword: {pw}"));
    game.clerk().file(id, &raw).unwrap();
    game.carry_out().unwrap();
    mails_to(game, GM)
        .into_iter()
        .filter(|m| !before.contains(&m.message_id))
        .map(|m| m.text)
        .collect()
}

fn rodney() -> CharacterId {
    CharacterId::from_name("Rodney Bergerac")
}

fn lands(game: &Game) -> Option<Lands> {
    let turn = game.store.require_game().unwrap().turn;
    game.store.world(turn).unwrap().unwrap().characters[&rodney()].lands
}

/// Rodney made a Baron: the title a GM's invasion needs.
fn ennoble(game: &Game) {
    let mut world = game.store.world(1).unwrap().unwrap();
    world.characters.get_mut(&rodney()).unwrap().titles =
        vec![NobleTitle::Chevalier, NobleTitle::Baron];
    game.store.put_world(1, &world).unwrap();
}

/// Rodney's result of the turn just played (its words, whitespace flattened).
fn result(game: &Game, turn: u32) -> String {
    mails_to(game, RODNEY)
        .into_iter()
        .find(|m| m.message_id.starts_with(&format!("turn-{turn}.")) && m.subject.contains("1626"))
        .map(|m| m.text.split_whitespace().collect::<Vec<_>>().join(" "))
        .expect("his result")
}

#[test]
fn invade_and_recover_by_email() {
    let (_dir, game) = new_game();
    // Untitled, he has no lands of a noble: nothing changes, and the GM is told why.
    let said = gm_says(&game, "g0", "INVADE Rodney");
    assert!(said.contains("holds no title"), "{said}");
    assert_eq!(lands(&game), None);

    ennoble(&game);
    // A player cannot: his letter is orders, and nothing changes.
    let pw = game.store.player(RODNEY).unwrap().unwrap().password;
    let raw = mail(RODNEY, "p1", &format!("INVADE Rodney\nPassword: {pw}"));
    game.clerk().file("p1", &raw).unwrap();
    game.carry_out().unwrap();
    assert_eq!(lands(&game), None);

    // A part of his name that names him alone is enough.
    let said = gm_says(&game, "g1", "INVADE Rodney");
    assert!(
        said.contains("The lands of Rodney Bergerac are in enemy hands from August 1626"),
        "{said}"
    );
    let august = engarde::calendar::Month::new(1626, 8);
    assert_eq!(lands(&game), Some(Lands::Invaded { since: august }));
    // Twice is refused, and says since when.
    let said = gm_says(&game, "g2", "INVADE Rodney Bergerac");
    assert!(
        said.contains("already in enemy hands, since August 1626"),
        "{said}"
    );
    let said = gm_says(&game, "g3", "RECOVER Nobody Atall");
    assert!(
        said.contains("no character of this game is called"),
        "{said}"
    );

    // August: no pension, his Baron's ten points lost; the newspaper tells of it.
    game.resolve().unwrap();
    let august_result = result(&game, 1);
    assert!(
        august_result.contains(
            "Enemy troops have overrun his lands: the 10 crowns of his pensions are not paid"
        ),
        "{august_result}"
    );
    let paper = mails_to(&game, &game.config.addresses.list)
        .into_iter()
        .map(|m| m.text.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<String>();
    assert!(
        paper.contains("enemy troops have overrun the lands of Rodney Bergerac"),
        "{paper}"
    );

    // The GM report tells it among society's news.
    let report = mails_to(&game, GM)
        .into_iter()
        .find(|m| m.subject.contains("GM report"))
        .map(|m| m.text.split_whitespace().collect::<Vec<_>>().join(" "))
        .expect("the GM report");
    let society = report.split("SOCIETY").nth(1).unwrap_or_default();
    assert!(
        society.contains("Enemy troops have overrun his lands"),
        "{report}"
    );

    // September: recovered, and the month says so once.
    let said = gm_says(&game, "g4", "RECOVER Rodney");
    assert!(said.contains("are his again from September 1626"), "{said}");
    assert_eq!(lands(&game), Some(Lands::Recovered));
    game.resolve().unwrap();
    let september = result(&game, 2);
    assert!(
        september.contains("His lands are recovered from the enemy"),
        "{september}"
    );
    assert_eq!(lands(&game), None);
}

#[test]
fn invade_and_recover_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("engarde.toml");
    std::fs::write(&path, game_fixture::config_text()).unwrap();
    {
        let game = Game::open(engarde::config::Config::load(&path).unwrap()).unwrap();
        game.create().unwrap();
        ennoble(&game);
    }
    let gm = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_engarde"))
            .args(["gm", "--config"])
            .arg(&path)
            .args(args)
            .output()
            .unwrap()
    };
    let out = gm(&["invade", "Bergerac"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("in enemy hands from August 1626"));
    // Recovered in the month they fell, before it is played: they never fell.
    let out = gm(&["recover", "Bergerac"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let game = Game::open(engarde::config::Config::load(&path).unwrap()).unwrap();
    assert_eq!(lands(&game), None);
    drop(game);
    let out = gm(&["recover", "Bergerac"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("are not in enemy hands"));
}
