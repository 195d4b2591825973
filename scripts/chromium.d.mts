export declare const CHROME_PATH: string
export declare const CHROMIUM_ARGS: string[]
export declare const HEADLESS_UNUSED_FEATURES: string[]
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[]; ignoreDefaultArgs: string[] }
