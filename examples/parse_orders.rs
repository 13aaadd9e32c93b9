//! Prints the parse of an order text: `cargo run --example parse_orders -- FILE`.
fn main() {
    let path = std::env::args().nth(1).expect("usage: parse_orders FILE");
    let text = std::fs::read_to_string(path).expect("readable file");
    let sheet = engarde::orders::parse_orders(&text);
    println!("{}", serde_json::to_string_pretty(&sheet).unwrap());
}
